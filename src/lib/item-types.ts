import type { SeriesItemTypeValue } from '~/schemas/series-item';

/** The name of each kind of series item, as the admin area and the share images write it. */
export const ITEM_TYPE_LABELS: Record<SeriesItemTypeValue, string> = {
  update: 'Update',
  milestone: 'Milestone',
  announcement: 'Announcement',
  tutorial: 'Tutorial',
};

/** An item type's name; an unknown type reads as the default type, update. */
export function itemTypeLabel(itemType: string): string {
  return Object.hasOwn(ITEM_TYPE_LABELS, itemType)
    ? ITEM_TYPE_LABELS[itemType as SeriesItemTypeValue]
    : ITEM_TYPE_LABELS.update;
}

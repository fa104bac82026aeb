import { BookOpenIcon, FlagIcon, MegaphoneIcon, RefreshIcon } from '~/components/ui/icons';

import { pickBadgeStyle, StyledBadge, type BadgeStyle } from './badge-style';

type SeriesItemType = 'milestone' | 'tutorial' | 'announcement' | 'update';

/** Milestone green, tutorial blue, announcement purple, update grey, each with its own icon. */
const ITEM_TYPE_STYLES: Record<SeriesItemType, BadgeStyle> = {
  milestone: { label: 'Milestone', tone: 'green', icon: <FlagIcon /> },
  tutorial: { label: 'Tutorial', tone: 'blue', icon: <BookOpenIcon /> },
  announcement: { label: 'Announcement', tone: 'purple', icon: <MegaphoneIcon /> },
  update: { label: 'Update', tone: 'neutral', icon: <RefreshIcon /> },
};

/** A series item's type; an unknown type is shown as the default type, update. */
export function ItemTypeBadge({ itemType }: { itemType: string }) {
  return <StyledBadge style={pickBadgeStyle(ITEM_TYPE_STYLES, itemType, 'update')} />;
}

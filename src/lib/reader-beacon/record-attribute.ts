import type { AnalyticsRecordType } from '~/schemas/analytics';

/**
 * The attribute a page puts on the element holding what it shows, for the reader beacon: the
 * record counted for the page's views, and, for posts and items, the content whose end (or
 * 75 %) makes a read. Kept apart from the tracker so pages do not carry its code.
 */
export const RECORD_ATTRIBUTE = 'data-analytics-record';

export function recordAttribute(type: AnalyticsRecordType, id: string) {
  return { [RECORD_ATTRIBUTE]: `${type}:${id}` };
}

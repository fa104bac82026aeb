/**
 * Media items on /media: the newest page of the list. A statically generated page cannot read
 * ?page, and the type filter works on the items the page holds.
 */
export const MEDIA_PAGE_SIZE = 60;

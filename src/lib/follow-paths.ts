/*
 * The pages a follower reaches from an email. Apart from public-paths.ts, which every page's
 * script carries: only the follow pages and the server need these.
 */
export const FOLLOW_CONFIRM_PATH = '/follow/confirm';
export const FOLLOW_MANAGE_PATH = '/follow/manage';

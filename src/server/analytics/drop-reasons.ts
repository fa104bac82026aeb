/**
 * Why the collector dropped a request, as counted per day in analytics_daily_drops:
 * - no-user-agent, bot, headless, automation: not a person's browser (bot-filter.ts);
 * - invalid: not a beacon the tracker sends (malformed JSON, unknown fields, bad values);
 * - too-large: a body over the beacon's bound;
 * - cross-site: sent from another site's page;
 * - overload: the instance's buffer was full.
 */
export const dropReasons = [
  'no-user-agent',
  'bot',
  'headless',
  'automation',
  'invalid',
  'too-large',
  'cross-site',
  'overload',
] as const;
export type DropReason = (typeof dropReasons)[number];

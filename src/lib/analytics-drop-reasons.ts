/**
 * Why the collector dropped a request, as counted per day in analytics_daily_drops, and how the
 * site analytics screen names each reason:
 * - no-user-agent, bot, headless, automation: not a person's browser (the collector's bot filter);
 * - invalid: not a beacon the tracker sends (malformed JSON, unknown fields, bad values);
 * - too-large: a body over the beacon's bound;
 * - cross-site: sent from another site's page;
 * - overload: the instance's buffer was full.
 */
export const dropReasonLabels = {
  'no-user-agent': 'No user agent',
  bot: 'Bot user agent',
  headless: 'Headless browser',
  automation: 'Automation signal',
  invalid: 'Malformed request',
  'too-large': 'Request too large',
  'cross-site': 'Sent from another site',
  overload: 'Buffer full',
} as const;

export type DropReason = keyof typeof dropReasonLabels;

/** A stored reason's label; a reason this version does not know shows as stored. */
export function dropReasonLabel(reason: string): string {
  return Object.hasOwn(dropReasonLabels, reason) ? dropReasonLabels[reason as DropReason] : reason;
}

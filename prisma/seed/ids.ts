/**
 * Fixed, readable UUIDs: every run of the seed targets the same rows, so "create if missing"
 * is all idempotency needs. `de` + table group + row number, e.g. de000003-0000-4000-8000-000000000002.
 */
const GROUPS = {
  user: 1,
  userRole: 2,
  team: 3,
  teamMember: 4,
  series: 5,
  seriesItem: 6,
  project: 7,
  blogPost: 8,
  mediaItem: 9,
  memberProfile: 10,
  socialPlatform: 11,
  userSocialLink: 12,
  customLink: 13,
} as const;

export function demoId(group: keyof typeof GROUPS, n: number): string {
  const groupHex = GROUPS[group].toString(16).padStart(6, '0');
  return `de${groupHex}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** A team's members page. */
export function teamMembersPath(slug: string): string {
  return `/teams/${slug}/members`;
}

/**
 * What the admin lists of team content share: the most recently edited first (the order of the
 * `(team_id, updated_at DESC, id DESC)` indexes, so a page reads about a page of rows), and a
 * case-insensitive search in the title.
 */
export function recentlyUpdatedFirst() {
  return [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
}

export function titleContains(search: string | null) {
  return search ? { title: { contains: search, mode: 'insensitive' as const } } : {};
}

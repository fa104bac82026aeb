import type { RowToggle } from './CrossTeamContentScreen';

/** Feature/unfeature of a row with a `featured` flag, through the entity's feature mutation. */
export function featuredToggle<Row extends { id: string; featured: boolean; team: { id: string } }>(
  noun: string,
  feature: (input: { teamId: string; id: string; featured: boolean }) => Promise<unknown>,
): RowToggle<Row> {
  return {
    label: (row) => (row.featured ? 'Unfeature' : 'Feature'),
    succeeded: (row) => (row.featured ? `${noun} no longer featured.` : `${noun} featured.`),
    run: (row) => feature({ teamId: row.team.id, id: row.id, featured: !row.featured }),
  };
}

import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { LayersIcon } from '~/components/ui/icons';
import { adminSeriesItemsPath } from '~/lib/admin-paths';
import { api } from '~/utils/api';

import { CrossTeamContentScreen } from './CrossTeamContentScreen';
import { featuredToggle } from './FeaturedToggle';
import { useCrossTeamFilters } from './use-cross-team-filters';

/** /system-admin/series: every team's series. */
export function SystemSeriesScreen() {
  const filters = useCrossTeamFilters();
  const query = api.series.systemList.useInfiniteQuery(filters.input, nextPageByCursor);
  const utils = api.useUtils();
  const refresh = () => utils.series.systemList.invalidate();
  const feature = api.series.feature.useMutation({ onSuccess: refresh });
  const remove = api.series.delete.useMutation({ onSuccess: refresh });
  return (
    <CrossTeamContentScreen
      title="Series"
      description="Every team's series."
      noun={['series', 'series']}
      icon={<LayersIcon />}
      filters={filters}
      query={query}
      badges={(series) => series.featured && <Badge tone="amber">Featured</Badge>}
      toggle={featuredToggle('Series', feature.mutateAsync)}
      editorHref={(series) => adminSeriesItemsPath(series.slug)}
      deletes="Its items and links go with it."
      remove={(series) => remove.mutateAsync({ teamId: series.team.id, id: series.id })}
    />
  );
}

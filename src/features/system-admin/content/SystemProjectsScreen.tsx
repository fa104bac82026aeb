import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { FolderIcon } from '~/components/ui/icons';
import { api } from '~/utils/api';

import { CrossTeamContentScreen } from './CrossTeamContentScreen';
import { featuredToggle } from './FeaturedToggle';
import { useCrossTeamFilters } from './use-cross-team-filters';

/** /system-admin/projects: every team's projects. */
export function SystemProjectsScreen() {
  const filters = useCrossTeamFilters();
  const query = api.project.systemList.useInfiniteQuery(filters.input, nextPageByCursor);
  const utils = api.useUtils();
  const refresh = () => utils.project.systemList.invalidate();
  const feature = api.project.feature.useMutation({ onSuccess: refresh });
  const remove = api.project.delete.useMutation({ onSuccess: refresh });
  return (
    <CrossTeamContentScreen
      title="Projects"
      description="Every team's projects."
      noun={['project', 'projects']}
      icon={<FolderIcon />}
      filters={filters}
      query={query}
      badges={(project) => (
        <>
          {!project.published && <Badge>Draft</Badge>}
          {project.featured && <Badge tone="amber">Featured</Badge>}
        </>
      )}
      toggle={featuredToggle('Project', feature.mutateAsync)}
      editorHref={(project) => `/admin/projects/${project.id}`}
      deletes="Its links go with it."
      remove={(project) => remove.mutateAsync({ teamId: project.team.id, id: project.id })}
    />
  );
}

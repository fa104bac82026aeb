import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { ImageIcon } from '~/components/ui/media-icons';
import { api } from '~/utils/api';

import { CrossTeamContentScreen } from './CrossTeamContentScreen';
import { useCrossTeamFilters } from './use-cross-team-filters';

/** /system-admin/media: every team's images, videos and YouTube links. */
export function SystemMediaScreen() {
  const filters = useCrossTeamFilters();
  const query = api.media.systemList.useInfiniteQuery(filters.input, nextPageByCursor);
  const utils = api.useUtils();
  const remove = api.media.delete.useMutation({
    onSuccess: () => utils.media.systemList.invalidate(),
  });
  return (
    <CrossTeamContentScreen
      title="Media"
      description="Every team's images, videos and YouTube links."
      noun={['media item', 'media items']}
      icon={<ImageIcon />}
      filters={filters}
      query={query}
      badges={(media) => <Badge tone="blue">{media.mediaType}</Badge>}
      editorHref={(media) => `/admin/media?team=${media.team.id}`}
      remove={(media) => remove.mutateAsync({ teamId: media.team.id, id: media.id })}
    />
  );
}

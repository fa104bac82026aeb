import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { Badge } from '~/components/ui/Badge';
import { BookOpenIcon } from '~/components/ui/icons';
import { api } from '~/utils/api';

import { CrossTeamContentScreen } from './CrossTeamContentScreen';
import { useCrossTeamFilters } from './use-cross-team-filters';

/** /system-admin/blog: every team's posts and drafts. */
export function SystemBlogScreen() {
  const filters = useCrossTeamFilters();
  const query = api.blog.systemList.useInfiniteQuery(filters.input, nextPageByCursor);
  const utils = api.useUtils();
  const refresh = () => utils.blog.systemList.invalidate();
  const publish = api.blog.publish.useMutation({ onSuccess: refresh });
  const remove = api.blog.delete.useMutation({ onSuccess: refresh });
  return (
    <CrossTeamContentScreen
      title="Blog"
      description="Every team's posts and drafts."
      noun={['post', 'posts']}
      icon={<BookOpenIcon />}
      filters={filters}
      query={query}
      badges={(post) =>
        post.published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>
      }
      toggle={{
        label: (post) => (post.published ? 'Unpublish' : 'Publish'),
        succeeded: (post) => (post.published ? 'Post unpublished.' : 'Post published.'),
        run: (post) =>
          publish.mutateAsync({ teamId: post.team.id, id: post.id, published: !post.published }),
      }}
      editorHref={(post) => `/admin/blog/${post.id}`}
      deletes="Its links go with it."
      remove={(post) => remove.mutateAsync({ teamId: post.team.id, id: post.id })}
    />
  );
}

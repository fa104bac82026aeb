import { ContentListScreen } from '~/components/admin/content-list/ContentListScreen';
import { CoverImage } from '~/components/admin/content-list/ContentRow';
import { PublishableRow } from '~/components/admin/content-list/PublishableRow';
import {
  PUBLISH_STATES,
  publishStateFilters,
  useContentList,
} from '~/components/admin/content-list/use-content-list';
import { useRowToggle } from '~/components/admin/content-list/use-row-toggle';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { SendFiguresBadge } from '~/components/admin/send-figures/SendFiguresBadge';
import { useSendFigures } from '~/components/admin/send-figures/use-send-figures';
import { FileTextIcon } from '~/components/ui/icons';
import { ADMIN_NEW_POST_PATH, adminPostPath } from '~/lib/admin-paths';
import { blogPostPath } from '~/lib/public-paths';
import { api, type RouterOutputs } from '~/utils/api';

type AdminPost = RouterOutputs['blog']['adminList']['items'][number];
const STATE_OPTIONS = [{ value: 'all', label: 'All posts' }, ...PUBLISH_STATES] as const;

/** /admin/blog: the current team's posts, drafts included, the last edited first. */
export function BlogAdminScreen() {
  const list = useContentList<(typeof STATE_OPTIONS)[number]['value'], AdminPost>('blog_post');
  const { canEdit, editingOf } = list;
  const utils = api.useUtils();

  const query = api.blog.adminList.useInfiniteQuery(
    {
      ...list.page,
      ...publishStateFilters(list.filter),
    },
    list.queryOptions,
  );

  const figuresOf = useSendFigures(
    list.page.teamId,
    'blog_post',
    query.data?.pages.flatMap((page) => page.items) ?? [],
  );

  const publish = useRowToggle(api.blog.publish, {
    flag: 'published',
    noun: 'Post',
    refresh: () => utils.blog.adminList.invalidate(),
  });
  const remove = api.blog.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.blog.adminList.invalidate(), utils.stats.team.invalidate()]),
  });

  return (
    <>
      <ContentListScreen
        list={list}
        title="Blog"
        description={(team) => `The posts of ${team}.`}
        newRecord={{ href: ADMIN_NEW_POST_PATH, label: 'New post', firstLabel: 'Write a post' }}
        states={STATE_OPTIONS}
        query={query}
        noun="posts"
        label="Posts"
        empty={{
          icon: <FileTextIcon />,
          title: 'No posts yet',
          description: 'Write your first post to share what the team is building.',
        }}
        noMatch={{
          title: 'No matching posts',
          description: 'No post matches this search and state.',
        }}
      >
        {(post) => {
          const cover = post.featuredImageUrl ?? post.imageUrls[0];
          return (
            <PublishableRow
              key={post.id}
              record={post}
              cover={cover ? <CoverImage src={cover} /> : <FileTextIcon className="size-6" />}
              badges={<SendFiguresBadge figures={figuresOf(post.id)} />}
              publicPath={blogPostPath(post.id)}
              editorPath={adminPostPath(post.id)}
              editing={editingOf(post.id)}
              canEdit={canEdit}
              publish={publish}
              onDelete={() => list.setDeleting(post)}
            />
          );
        }}
      </ContentListScreen>
      {canEdit && (
        <DeleteDialog
          target={list.deleting}
          title="Delete this post?"
          describe={(post) => (
            <>
              “{post.title}” will be deleted for good, with its custom links
              {post.published ? ', and leaves the blog at once' : ''}. This cannot be undone.
            </>
          )}
          confirmLabel="Delete post"
          remove={(post) => remove.mutateAsync({ teamId: post.teamId, id: post.id })}
          succeeded="Post deleted successfully!"
          failed="Error deleting post"
          onClose={() => list.setDeleting(null)}
        />
      )}
    </>
  );
}

import { useState } from 'react';

import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { FileTextIcon, MegaphoneIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { blogPostPath } from '~/lib/public-paths';
import { ADMIN_NEW_POST_PATH, adminPostPath } from '~/lib/admin-paths';
import { ContentRow, CoverImage } from '~/components/admin/content-list/ContentRow';
import {
  DeleteButton,
  EditLink,
  RowButton,
  ViewOnSiteLink,
} from '~/components/admin/content-list/RowActions';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { PlusIcon, SearchIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { EditingMarker } from '~/components/admin/presence/EditingPresence';
import { useEditingMarkers } from '~/components/admin/presence/use-editing-presence';
import { ScheduledBadge } from '~/components/admin/schedule/ScheduledBadge';
import { TeamListFrame } from '~/components/admin/list/TeamListFrame';
import { useTeamList } from '~/components/admin/list/use-team-list';
import { api, type RouterOutputs } from '~/utils/api';

type AdminPost = RouterOutputs['blog']['adminList']['items'][number];
type StateFilter = 'all' | 'published' | 'draft' | 'scheduled';

const STATE_OPTIONS = [
  { value: 'all', label: 'All posts' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;

function NewPostLink({ children = 'New post' }: { children?: string }) {
  return (
    <ButtonLink href={ADMIN_NEW_POST_PATH}>
      <PlusIcon className="size-4" />
      {children}
    </ButtonLink>
  );
}

/** /admin/blog: the current team's posts, drafts included, the last edited first. */
export function BlogAdminScreen() {
  const list = useTeamList<StateFilter>('all');
  const { canEdit } = list;
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const utils = api.useUtils();
  const editingOf = useEditingMarkers(list.teamId, 'blog_post');

  const query = api.blog.adminList.useInfiniteQuery(
    {
      ...list.page,
      published: list.filter === 'published' ? true : list.filter === 'draft' ? false : null,
      scheduled: list.filter === 'scheduled' ? true : null,
    },
    list.queryOptions,
  );

  const publish = api.blog.publish.useMutation({
    onSuccess: (post) => {
      toast.success(
        post.published ? 'Post published successfully!' : 'Post unpublished successfully!',
      );
      return utils.blog.adminList.invalidate();
    },
    meta: { failed: 'Error updating post' },
  });
  const remove = api.blog.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.blog.adminList.invalidate(), utils.stats.team.invalidate()]),
  });

  return (
    <>
      <TeamListFrame
        title="Blog"
        description={(team) => `The posts of ${team}.`}
        actions={canEdit && <NewPostLink />}
        search={list.search}
        onSearch={list.setSearch}
        filter={{
          label: 'State',
          value: list.filter,
          options: STATE_OPTIONS,
          onChange: list.setFilter,
        }}
      >
        <PagedList
          query={query}
          noun="posts"
          label="Posts"
          layout="rows"
          filtered={list.filtered}
          empty={
            <EmptyState
              icon={<FileTextIcon />}
              title="No posts yet"
              description="Write your first post to share what the team is building."
              action={canEdit && <NewPostLink>Write a post</NewPostLink>}
            />
          }
          noMatch={
            <EmptyState
              icon={<SearchIcon />}
              title="No matching posts"
              description="No post matches this search and state."
            />
          }
        >
          {(post) => {
            const cover = post.featuredImageUrl ?? post.imageUrls[0];
            return (
              <ContentRow
                key={post.id}
                cover={cover ? <CoverImage src={cover} /> : <FileTextIcon className="size-6" />}
                title={post.title}
                updatedAt={post.updatedAt}
                badges={
                  <>
                    {post.published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}
                    <ScheduledBadge record={post} />
                    <EditingMarker names={editingOf(post.id)} />
                  </>
                }
                actions={
                  <>
                    {post.published && (
                      <ViewOnSiteLink href={blogPostPath(post.id)} title={post.title} />
                    )}
                    {canEdit && (
                      <>
                        <EditLink href={adminPostPath(post.id)} title={post.title} />
                        <RowButton
                          label={post.published ? 'Unpublish' : 'Publish'}
                          title={post.title}
                          icon={<MegaphoneIcon className="size-4" />}
                          disabled={publish.isPending}
                          onClick={() =>
                            publish.mutate({
                              teamId: post.teamId,
                              id: post.id,
                              published: !post.published,
                            })
                          }
                        />
                        <DeleteButton title={post.title} onClick={() => setDeleting(post)} />
                      </>
                    )}
                  </>
                }
              />
            );
          }}
        </PagedList>
      </TeamListFrame>
      {canEdit && (
        <DeleteDialog
          target={deleting}
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
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

import dynamic from 'next/dynamic';

import { useCurrentTeam } from '~/components/admin/current-team';
import { EditorStates, recordLoad } from '~/components/admin/editor/EditorStates';
import { LoadingState } from '~/components/admin/LoadingState';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { notFoundMessage } from '~/lib/not-found-message';
import { api } from '~/utils/api';

// The form (zod, react-hook-form, uploads) loads after the page; the rich text after the form.
const BlogForm = dynamic(() => import('./BlogForm').then((module) => module.BlogForm), {
  ssr: false,
  loading: () => <LoadingState />,
});

/** /admin/blog/new and /admin/blog/{id}: a post of the current team, on a full page. */
export function BlogEditorScreen({ postId }: { postId: string | null }) {
  const { current } = useCurrentTeam();
  const teamId = current.team?.id ?? '';
  const { canEdit } = useTeamPermissions(teamId);
  const post = api.blog.adminById.useQuery(
    { teamId, id: postId ?? '' },
    { enabled: Boolean(teamId && postId), retry: false },
  );

  return (
    <EditorStates
      load={recordLoad(postId, post)}
      title={postId ? 'Edit Post' : 'New Post'}
      notFoundTitle={notFoundMessage('Post')}
      backHref="/admin/blog"
      backLabel="Back to posts"
    >
      {(record, team) => (
        <BlogForm key={record?.id ?? 'new'} record={record} teamId={team} canEdit={canEdit} />
      )}
    </EditorStates>
  );
}

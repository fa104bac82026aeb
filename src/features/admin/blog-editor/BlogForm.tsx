import dynamic from 'next/dynamic';
import { useId } from 'react';
import { Controller } from 'react-hook-form';

import { Button } from '~/components/ui/Button';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { EyeIcon } from '~/components/ui/icons';
import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { EditorGuards } from '~/components/admin/editor/EditorGuards';
import { AutosaveStatus } from '~/components/admin/editor/AutosaveStatus';
import { EditorHeader } from '~/components/admin/editor/EditorHeader';
import { ImageField } from '~/components/admin/forms/ImageField';
import { ImageGalleryField } from '~/components/admin/forms/ImageGalleryField';
import { staysDraft } from '~/components/admin/editor/use-autosave';
import { useEditorForm } from '~/components/admin/editor/use-editor-form';
import { useRecordVersion } from '~/components/admin/editor/use-record-version';
import { EditingPresenceNotice } from '~/components/admin/presence/EditingPresence';
import { useEditingPresence } from '~/components/admin/presence/use-editing-presence';
import { HistoryPanel } from '~/features/admin/revisions/HistoryPanel';
import { SavedMeanwhileNotice } from '~/features/admin/revisions/SavedMeanwhileNotice';
import { useSavedMeanwhile } from '~/features/admin/revisions/use-saved-meanwhile';
import { StatePanel, type StateTexts } from '~/components/admin/schedule/StatePanel';
import { api } from '~/utils/api';

import {
  BLOG_FORM_FIELDS,
  blogFormFrom,
  blogFormSchema,
  blogPreviewPath,
  EMPTY_BLOG_FORM,
  type AdminBlogPost,
  type BlogFormValues,
} from './blog-form';
import { textStats } from './text-stats';

// TipTap and ProseMirror are the editor's own chunk: no other page carries them.
const RichTextEditor = dynamic(() => import('./RichTextEditor'), {
  ssr: false,
  loading: () => (
    <div className="min-h-80 animate-pulse rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" />
  ),
});

const POST_STATE_TEXTS: StateTexts = {
  publishedHint: 'On the blog, the home page and the feed once saved.',
  draftHint: 'A draft: only your team sees it, in the preview.',
  goesOn: 'the blog, the home page and the feed',
  published: 'Post published successfully!',
  publishFailed: 'Error updating post',
};

/**
 * The blog editor's form: title, excerpt, the rich-text content with its word count and reading
 * time, the featured image and gallery, custom links and the Draft/Published state. Members see
 * it read-only. Unsaved work is kept in the browser and guarded against leaving.
 */
export function BlogForm({
  post,
  teamId,
  canEdit,
}: {
  /** The post to edit; null to write a new one in `teamId`. */
  post: AdminBlogPost | null;
  teamId: string;
  canEdit: boolean;
}) {
  const utils = api.useUtils();
  const create = api.blog.create.useMutation();
  const update = api.blog.update.useMutation();
  const publish = api.blog.publish.useMutation();
  const schedule = api.blog.schedule.useMutation();
  const cancelSchedule = api.blog.cancelSchedule.useMutation();
  const contentLabelId = useId();
  const contentErrorId = useId();
  const version = useRecordVersion(post?.version);

  /** Every save of an existing post, by hand or by itself: one at a time, from its version. */
  function saveChanges(id: string, values: BlogFormValues, autosave?: boolean): Promise<unknown> {
    const { links: _stagedOnlyOnCreate, ...fields } = values;
    return meanwhile.track(
      version.save((from) =>
        update.mutateAsync({ ...fields, teamId, id, version: from, autosave }),
      ),
    );
  }

  const editor = useEditorForm({
    schema: blogFormSchema,
    values: post ? blogFormFrom(post) : EMPTY_BLOG_FORM,
    fields: BLOG_FORM_FIELDS,
    draftKey: `blog:${teamId}:${post?.id ?? 'new'}`,
    canEdit,
    save: async (values) => {
      if (!post) {
        const created = await create.mutateAsync({ ...values, teamId });
        return `/admin/blog/${created.id}`;
      }
      await saveChanges(post.id, values);
    },
    // A draft saves itself while it is written; a published post's edits wait for 'Update Post'.
    autosave: post
      ? {
          when: (values, stored): boolean => staysDraft(values, stored) && !meanwhile.conflict,
          save: (values) => saveChanges(post.id, values, true),
        }
      : undefined,
    succeeded: post ? 'Post updated successfully!' : 'Post created successfully!',
    failed: post ? 'Error updating post' : 'Error creating post',
    onSaved: () => Promise.all([utils.blog.invalidate(), utils.stats.team.invalidate()]),
  });
  const { form, submit, setUploading, busy, busyLabel, values, guard, draft, restoreDraft } =
    editor;

  const meanwhile = useSavedMeanwhile({
    version,
    fetchStored: () => utils.blog.adminById.fetch({ teamId, id: post!.id }, { staleTime: 0 }),
    formFrom: blogFormFrom,
    currentValues: (): BlogFormValues => form.getValues(),
    showSaved: editor.showSaved,
    showMine: restoreDraft,
    refresh: () => utils.blog.invalidate(),
  });

  const alsoEditing = useEditingPresence({
    teamId,
    recordType: 'blog_post',
    recordId: post?.id ?? null,
    beating: canEdit,
  });

  const { errors, isDirty } = form.formState;
  const stats = textStats(values.content ?? '');
  const published = values.published ?? false;

  return (
    <form onSubmit={submit} noValidate>
      <EditorHeader
        title={post ? 'Edit Post' : 'New Post'}
        backHref="/admin/blog"
        backLabel="Back to posts"
        actions={
          <>
            {post && (
              <a
                href={blogPreviewPath(teamId, post.id)}
                target="_blank"
                rel="noopener"
                className="btn btn-outline"
                title={
                  isDirty
                    ? 'Shows the saved version: save first to preview your changes.'
                    : undefined
                }
              >
                <EyeIcon className="size-4" />
                Preview
              </a>
            )}
            {post && <AutosaveStatus state={editor.autosaveState} />}
            {canEdit && (
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : post ? 'Update Post' : 'Create Post'}
              </Button>
            )}
          </>
        }
      />
      <EditorGuards guard={guard} draft={draft} onRestore={restoreDraft} />
      <EditingPresenceNotice names={alsoEditing} />
      {post && (
        <SavedMeanwhileNotice
          recordType="blog_post"
          meanwhile={meanwhile}
          onSaveMine={() => void submit()}
        />
      )}
      <fieldset
        disabled={!canEdit}
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <legend className="sr-only">Post</legend>
        <div className="flex flex-col gap-6">
          <Field label="Title" required error={errors.title?.message}>
            <Input {...form.register('title')} className="text-lg" />
          </Field>
          <Field
            label="Excerpt"
            hint="A line or two for the cards and the feed."
            error={errors.excerpt?.message}
          >
            <Textarea {...form.register('excerpt')} rows={2} />
          </Field>
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span
                id={contentLabelId}
                className="text-sm font-medium text-slate-900 dark:text-slate-100"
              >
                Content
                <span aria-hidden="true" className="text-red-600 dark:text-red-400">
                  *
                </span>
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {stats.words} {stats.words === 1 ? 'word' : 'words'} · {stats.minutes} min read
              </span>
            </div>
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  teamId={teamId}
                  labelledBy={contentLabelId}
                  describedBy={errors.content ? contentErrorId : undefined}
                  invalid={Boolean(errors.content)}
                  readOnly={!canEdit}
                />
              )}
            />
            {errors.content && (
              <p id={contentErrorId} className="text-sm font-medium text-red-700 dark:text-red-400">
                {errors.content.message}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-6">
          <StatePanel
            published={published}
            onPublishedChange={(next) => form.setValue('published', next, { shouldDirty: true })}
            onPublished={() => form.resetField('published', { defaultValue: true })}
            saved={
              post && {
                record: post,
                publish: () =>
                  version.save(() => publish.mutateAsync({ teamId, id: post.id, published: true })),
                schedule: (times) =>
                  version.save(() => schedule.mutateAsync({ teamId, id: post.id, ...times })),
                cancelSchedule: () =>
                  version.save(() => cancelSchedule.mutateAsync({ teamId, id: post.id })),
              }
            }
            texts={POST_STATE_TEXTS}
            canEdit={canEdit}
            dirty={isDirty}
            refresh={() => utils.blog.invalidate()}
          />
          <ImageField
            control={form.control}
            name="featuredImageUrl"
            legend="Featured image"
            teamId={teamId}
            folder="blog"
            onUploadingChange={setUploading}
            disabled={!canEdit}
          />
          <ImageGalleryField
            control={form.control}
            name="imageUrls"
            legend="Post Images"
            teamId={teamId}
            folder="blog"
            onUploadingChange={setUploading}
            disabled={!canEdit}
          />
          <CustomLinksField
            control={form.control}
            saved={post && { teamId, entityType: 'blog', entityId: post.id }}
          />
        </div>
      </fieldset>
      {post && (
        <div className="mt-8 max-w-xl">
          <HistoryPanel
            teamId={teamId}
            recordType="blog_post"
            recordId={post.id}
            canRestore={canEdit}
            currentVersion={version.current}
            onRestored={meanwhile.showStored}
          />
        </div>
      )}
    </form>
  );
}

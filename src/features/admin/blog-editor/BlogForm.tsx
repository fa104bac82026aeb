import dynamic from 'next/dynamic';
import { useId } from 'react';
import { Controller } from 'react-hook-form';

import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { RecordEditorFrame } from '~/components/admin/editor/RecordEditorFrame';
import { type RecordFormProps, useRecordEditor } from '~/components/admin/editor/use-record-editor';
import { ImageField } from '~/components/admin/forms/ImageField';
import { ImageGalleryField } from '~/components/admin/forms/ImageGalleryField';
import { EyeIcon } from '~/components/ui/account-icons';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { adminPostPath } from '~/lib/admin-paths';
import { api } from '~/utils/api';

import {
  BLOG_FORM_FIELDS,
  blogFormFrom,
  blogFormSchema,
  blogPreviewPath,
  EMPTY_BLOG_FORM,
  type AdminBlogPost,
} from './blog-form';
import { textStats } from './text-stats';

// TipTap and ProseMirror are the editor's own chunk: no other page carries them.
const RichTextEditor = dynamic(() => import('./RichTextEditor'), {
  ssr: false,
  loading: () => (
    <div className="min-h-80 animate-pulse rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" />
  ),
});

const POST_STATE_TEXTS = {
  publishedHint: 'On the blog, the home page and the feed once saved.',
  draftHint: 'A draft: only your team sees it, in the preview.',
  goesOn: 'the blog, the home page and the feed',
};

/**
 * The blog editor's form: title, excerpt, the rich-text content with its word count and reading
 * time, the featured image and gallery, custom links and the Draft/Published state. Members see
 * it read-only. Unsaved work is kept in the browser and guarded against leaving.
 */
export function BlogForm({ record: post, teamId, canEdit }: RecordFormProps<AdminBlogPost>) {
  const utils = api.useUtils();
  const contentLabelId = useId();
  const contentErrorId = useId();
  const editor = useRecordEditor({
    noun: 'Post',
    recordType: 'blog_post',
    draftName: 'blog',
    record: post,
    teamId,
    canEdit,
    procedures: api.blog,
    cache: utils.blog,
    schema: blogFormSchema,
    fields: BLOG_FORM_FIELDS,
    emptyValues: EMPTY_BLOG_FORM,
    formFrom: blogFormFrom,
    editorPath: adminPostPath,
  });
  const { form, setUploading, values } = editor;
  const { errors, isDirty } = form.formState;
  const stats = textStats(values.content ?? '');

  return (
    <RecordEditorFrame
      editor={editor}
      backHref="/admin/blog"
      backLabel="Back to posts"
      followers
      actions={
        post && (
          <a
            href={blogPreviewPath(teamId, post.id)}
            target="_blank"
            rel="noopener"
            className="btn btn-outline"
            title={
              isDirty ? 'Shows the saved version: save first to preview your changes.' : undefined
            }
          >
            <EyeIcon className="size-4" />
            Preview
          </a>
        )
      }
      stateTexts={POST_STATE_TEXTS}
      main={
        <>
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
        </>
      }
      side={
        <>
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
        </>
      }
    />
  );
}

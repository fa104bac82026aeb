import { CustomLinkList, type CustomLinkItem } from '~/components/content/CustomLinkList';
import { recordAttribute } from '~/lib/reader-beacon/record-attribute';

import { BackToBlogLink } from './BackToBlogLink';
import { hasGallery } from './post-images';
import { PostImages } from './PostImages';
import { PostMeta } from './PostMeta';
import type { BlogPost } from './types';

/**
 * A whole post, as its page shows it: back link, its gallery or featured image, title, excerpt,
 * author and date, custom links, the content and a back link at the end. `contentHtml` is the
 * sanitised content, prepared for the page (see content-html.ts).
 */
export function PostArticle({
  post,
  contentHtml,
  links,
}: {
  post: Omit<BlogPost, 'content'>;
  contentHtml: string;
  links: readonly CustomLinkItem[];
}) {
  const imageSizes = '(min-width: 768px) 720px, 100vw';
  return (
    <article className="flex flex-col gap-8">
      <BackToBlogLink />
      {hasGallery(post) ? (
        <section aria-labelledby="post-images" className="flex flex-col gap-3">
          <h2
            id="post-images"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            Post Images
          </h2>
          <PostImages post={post} title={post.title} sizes={imageSizes} priority />
        </section>
      ) : (
        <PostImages post={post} title={post.title} sizes={imageSizes} priority />
      )}
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {post.title}
        </h1>
        {post.excerpt && (
          <p className="text-lg text-pretty text-slate-600 sm:text-xl dark:text-slate-400">
            {post.excerpt}
          </p>
        )}
        <PostMeta post={post} />
      </header>
      <CustomLinkList links={links} />
      <div
        {...recordAttribute('post', post.id)}
        className="rich-text border-t border-slate-200 pt-8 dark:border-slate-800"
        // Sanitised by the API when the post was saved (src/server/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
      <footer className="border-t border-slate-200 pt-6 dark:border-slate-800">
        <BackToBlogLink />
      </footer>
    </article>
  );
}

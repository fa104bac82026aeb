import Link from 'next/link';

import { Card, CardBody } from '~/components/ui/Card';
import { ContentImage } from '~/components/ui/ContentImage';
import { ArrowRightIcon } from '~/components/ui/icons';
import { blogPostPath } from '~/lib/public-paths';

import { coverImage, extraImageCount, moreImagesLabel } from './post-images';
import { PostMeta } from './PostMeta';
import type { BlogPostSummary } from './types';

/** A post in the 'Recent Posts' grid: cover, title, excerpt, author, date and 'Read More'. */
export function RecentPostCard({ post }: { post: BlogPostSummary }) {
  const href = blogPostPath(post.id);
  const cover = coverImage(post);
  const moreImages = moreImagesLabel(extraImageCount(post));
  return (
    <Card as="article" padded={false} className="flex h-full flex-col">
      {cover && (
        <div className="relative aspect-video bg-slate-100 dark:bg-slate-800">
          <ContentImage
            src={cover}
            fallbackAlt={post.title}
            fill
            sizes="(min-width: 1152px) 360px, (min-width: 768px) 33vw, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <CardBody>
        <h3 className="text-lg font-semibold text-balance text-slate-900 dark:text-white">
          <Link href={href} className="hover:text-brand-700 dark:hover:text-brand-300">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && (
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{post.excerpt}</p>
        )}
        <PostMeta post={post} className="mt-auto pt-2" />
        {moreImages && <p className="text-xs text-slate-600 dark:text-slate-400">{moreImages}</p>}
        <Link
          href={href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRightIcon className="size-4" />
        </Link>
      </CardBody>
    </Card>
  );
}

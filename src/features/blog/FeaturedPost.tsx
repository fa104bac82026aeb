import Link from 'next/link';

import { Badge } from '~/components/ui/Badge';
import { ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { ArrowRightIcon } from '~/components/ui/icons';
import { blogPostPath } from '~/lib/public-paths';

import { PostImages } from './PostImages';
import { PostMeta } from './PostMeta';
import type { FeaturedBlogPost } from './types';

/** The newest post at the top of the blog: its pictures, excerpt and the start of its content. */
export function FeaturedPost({ post }: { post: FeaturedBlogPost }) {
  const href = blogPostPath(post.id);
  return (
    <Card as="article" padded={false} className="grid lg:grid-cols-2">
      <PostImages
        post={post}
        title={post.title}
        sizes="(min-width: 1152px) 552px, (min-width: 1024px) 48vw, 100vw"
        priority
        className="p-4 sm:p-6 lg:pr-0"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div>
          <Badge tone="brand">Featured Post</Badge>
        </div>
        <PostMeta post={post} />
        <h2 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          <Link href={href} className="hover:text-brand-700 dark:hover:text-brand-300">
            {post.title}
          </Link>
        </h2>
        {post.excerpt && (
          <p className="text-lg text-pretty text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        )}
        <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">{post.preview}</p>
        <div className="mt-auto pt-2">
          <ButtonLink href={href}>
            Read Full Article
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

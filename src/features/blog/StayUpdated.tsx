import { ButtonLink } from '~/components/ui/Button';
import { FollowByEmail } from '~/features/follow/FollowByEmail';
import { BLOG_FEED_PATH, BLOG_JSON_FEED_PATH, CONTACT_PATH } from '~/lib/public-paths';

const feedLinkClass =
  'inline-flex h-12 items-center px-4 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

/** The blog's closing call to action: get in touch for updates, follow by email or by feed. */
export function StayUpdated() {
  return (
    <section
      aria-labelledby="stay-updated"
      className="flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-6 py-12 text-center dark:bg-brand-950/50"
    >
      <h2 id="stay-updated" className="text-2xl font-bold text-slate-900 dark:text-white">
        Stay Updated
      </h2>
      <p className="max-w-xl text-slate-700 dark:text-slate-300">
        Want to hear about our next insight as soon as it is out? Get in touch and we will keep you
        posted.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={CONTACT_PATH} size="lg">
          Subscribe to Updates
        </ButtonLink>
        {/* A feed is a file, not a page: plain links, no client-side navigation. */}
        <div className="flex justify-center">
          <a href={BLOG_FEED_PATH} className={feedLinkClass}>
            RSS feed
          </a>
          <a href={BLOG_JSON_FEED_PATH} className={feedLinkClass}>
            JSON Feed
          </a>
        </div>
      </div>
      <div className="flex w-full max-w-md flex-col gap-2 pt-4 text-left">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Follow by email</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Get an email when a new post is published.
        </p>
        <FollowByEmail />
      </div>
    </section>
  );
}

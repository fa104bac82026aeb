import { TRPCError } from '@trpc/server';
import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import { Seo } from '~/components/layout/Seo';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { FollowPageCard } from '~/features/follow/FollowPageCard';
import { FOLLOW_MANAGE_PATH } from '~/lib/follow-paths';
import { BLOG_PATH, seriesPath } from '~/lib/public-paths';
import { pagePostedForm } from '~/server/http/form-post';
import type { ManagedFollow } from '~/server/modules/follow/follow.service';
import { serverCaller } from '~/server/trpc/server-caller';

interface ManagePageProps {
  email: string;
  follows: ManagedFollow[];
  /** What the form just posted did. */
  notice: string | null;
}

/** Carries out what the page's form posted; the message it shows, or null for nothing done. */
async function applyPosted(token: string, form: URLSearchParams): Promise<string | null> {
  const caller = serverCaller();
  if (form.get('action') === 'unfollow-everything') {
    await caller.follow.unfollowEverything({ token });
    return 'You follow nothing any more. We will send you no more updates.';
  }
  const followId = form.get('follow');
  if (form.get('action') !== 'set' || !followId) return null;
  const following = form.get('following') === 'true';
  await caller.follow.setFollowing({ token, followId, following });
  return following ? 'You follow it again.' : 'You no longer follow it.';
}

/**
 * What the holder of a follower email's link follows, with a button each and one for all. Each
 * button posts its form back here, so the page works without JavaScript. A wrong token: 404.
 */
export const getServerSideProps: GetServerSideProps<ManagePageProps> = async ({
  req,
  res,
  query,
}) => {
  res.setHeader('Cache-Control', 'no-store');
  const token = typeof query.token === 'string' ? query.token : '';
  try {
    const form = await pagePostedForm(req);
    const notice = form ? await applyPosted(token, form) : null;
    const { email, follows } = await serverCaller().follow.manage({ token });
    return { props: { email, follows, notice } };
  } catch (error) {
    if (
      error instanceof TRPCError &&
      (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')
    ) {
      return { notFound: true };
    }
    throw error;
  }
};

const linkClass = 'font-medium text-slate-900 underline-offset-4 hover:underline dark:text-white';

export default function FollowManagePage({
  email,
  follows,
  notice,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const followsAny = follows.some((follow) => follow.following);
  return (
    <>
      <Seo title="Email updates" path={FOLLOW_MANAGE_PATH} noindex />
      <FollowPageCard title="Email updates">
        <p className="text-slate-700 dark:text-slate-300">
          What <span className="font-medium break-all">{email}</span> gets an email about.
        </p>
        {notice && <Alert tone="success">{notice}</Alert>}
        {follows.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">You follow nothing.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {follows.map((follow) => (
              <li
                key={follow.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-0.5">
                  <Link
                    href={follow.seriesSlug ? seriesPath(follow.seriesSlug) : BLOG_PATH}
                    className={linkClass}
                  >
                    {follow.seriesTitle ?? 'The blog'}
                  </Link>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {follow.following ? 'Following' : 'Not following'}
                  </span>
                </div>
                <form method="post">
                  <input type="hidden" name="action" value="set" />
                  <input type="hidden" name="follow" value={follow.id} />
                  <input type="hidden" name="following" value={String(!follow.following)} />
                  <Button
                    type="submit"
                    variant={follow.following ? 'outline' : 'primary'}
                    aria-label={`${follow.following ? 'Unfollow' : 'Follow again'}: ${follow.seriesTitle ?? 'the blog'}`}
                  >
                    {follow.following ? 'Unfollow' : 'Follow again'}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
        {followsAny && (
          <form method="post">
            <input type="hidden" name="action" value="unfollow-everything" />
            <Button type="submit" variant="danger">
              Unfollow everything
            </Button>
          </form>
        )}
      </FollowPageCard>
    </>
  );
}

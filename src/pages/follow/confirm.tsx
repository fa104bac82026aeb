import { TRPCError } from '@trpc/server';
import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import { Seo } from '~/components/layout/Seo';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { FollowPageCard, followedName } from '~/features/follow/FollowPageCard';
import { FOLLOW_CONFIRM_PATH } from '~/lib/follow-paths';
import { BLOG_PATH, seriesPath } from '~/lib/public-paths';
import { pagePostedForm } from '~/server/http/form-post';
import { FOLLOW_LINK_INVALID } from '~/server/modules/follow/follow.service';
import { serverCaller } from '~/server/trpc/server-caller';

type ConfirmPageProps =
  | { state: 'ready'; token: string; seriesTitle: string | null }
  | { state: 'confirmed'; seriesTitle: string | null; seriesSlug: string | null }
  | { state: 'invalid'; message: string };

/** A refusal of a link's token (unknown, spent, expired, malformed): the page says so. */
function isRefusedToken(error: unknown): boolean {
  return error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');
}

/**
 * The page a confirmation email links to. Opening it confirms nothing (mail scanners open
 * links); its button posts the form back to this page, which confirms: no JavaScript needed.
 */
export const getServerSideProps: GetServerSideProps<ConfirmPageProps> = async ({
  req,
  res,
  query,
}) => {
  res.setHeader('Cache-Control', 'no-store');
  const invalid = { props: { state: 'invalid', message: FOLLOW_LINK_INVALID } } as const;
  const caller = serverCaller();
  const form = await pagePostedForm(req);
  try {
    if (form) {
      const followed = await caller.follow.confirm({ token: form.get('token') ?? '' });
      return { props: { state: 'confirmed', ...followed } };
    }
    const token = typeof query.token === 'string' ? query.token : '';
    const link = await caller.follow.confirmLink({ token });
    return link.valid
      ? { props: { state: 'ready', token, seriesTitle: link.seriesTitle } }
      : invalid;
  } catch (error) {
    if (isRefusedToken(error)) return invalid;
    throw error;
  }
};

export default function FollowConfirmPage(
  props: InferGetServerSidePropsType<typeof getServerSideProps>,
) {
  return (
    <>
      <Seo title="Confirm" path={FOLLOW_CONFIRM_PATH} noindex />
      {props.state === 'ready' && (
        <FollowPageCard title="Confirm that you want to follow">
          <p className="text-slate-700 dark:text-slate-300">
            You asked to get an email when {followedName(props.seriesTitle)} has news. Confirm it,
            and we will write to you when something new is published.
          </p>
          <form method="post" className="flex">
            <input type="hidden" name="token" value={props.token} />
            <Button type="submit" size="lg">
              Confirm
            </Button>
          </form>
        </FollowPageCard>
      )}
      {props.state === 'confirmed' && (
        <FollowPageCard title="You are following">
          <Alert tone="success">
            You follow {followedName(props.seriesTitle)}. We will email you when something new is
            published; every email has a link to stop.
          </Alert>
          <Link
            href={props.seriesSlug ? seriesPath(props.seriesSlug) : BLOG_PATH}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {props.seriesSlug ? 'Back to the series' : 'Back to the blog'}
          </Link>
        </FollowPageCard>
      )}
      {props.state === 'invalid' && (
        <FollowPageCard title="This link does not work">
          <Alert tone="error">{props.message}</Alert>
        </FollowPageCard>
      )}
    </>
  );
}

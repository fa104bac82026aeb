import { TRPCError } from '@trpc/server';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';

import { changePasswordPath, signInPath } from '~/lib/return-path';
import { getServerAuthSession } from '~/server/auth/session';
import { serialize, serverCaller, type Serialized } from '~/server/trpc/server-caller';

type Me = Awaited<ReturnType<ReturnType<typeof serverCaller>['user']['me']>>;

/** The signed-in person an admin page is rendered for: profile, system-admin flag, teams. */
export type Viewer = Serialized<Me>;
export type ViewerTeam = Viewer['teams'][number];

/** What every signed-in page receives; `denied` when the page needs more than the viewer has. */
export interface SignedInPageProps {
  viewer: Viewer;
  denied: boolean;
}

/** Sign in, then come back to the page that was asked for. */
function signInRedirect(context: GetServerSidePropsContext) {
  return { redirect: { destination: signInPath(context.resolvedUrl), permanent: false } } as const;
}

/** A session whose account was deleted since it was issued is as good as none. */
function signedOutIfAccountGone(error: unknown): null {
  if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') return null;
  throw error;
}

/**
 * Guards a signed-in page on the server: a visitor without a session is redirected to sign in and
 * receives no HTML or data of the page; one signed in with a temporary password changes it first. `systemAdminOnly` pages render 'Access Denied' (status
 * 403) for everyone else, decided here against the database rather than the session's claim.
 */
export function guardSignedInPage({
  systemAdminOnly = false,
}: { systemAdminOnly?: boolean } = {}): GetServerSideProps<SignedInPageProps> {
  return async (context) => {
    const session = await getServerAuthSession(context);
    if (!session) return signInRedirect(context);
    if (session.user.mustChangePassword) {
      const destination = changePasswordPath(context.resolvedUrl);
      return { redirect: { destination, permanent: false } };
    }
    const viewer = await serverCaller(session).user.me().catch(signedOutIfAccountGone);
    if (!viewer) return signInRedirect(context);
    const denied = systemAdminOnly && !viewer.isSystemAdmin;
    if (denied) context.res.statusCode = 403;
    return { props: { viewer: serialize(viewer), denied } };
  };
}

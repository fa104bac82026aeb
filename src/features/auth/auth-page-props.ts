import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import { safeReturnPath } from '~/lib/return-path';
import { getServerAuthSession } from '~/server/auth/session';
import { isSignUpAllowed } from '~/server/modules/auth/auth.service';

export interface AuthPageProps {
  /** Where the visitor goes once signed in: the `callbackUrl` when it is a same-site path. */
  returnTo: string;
  /** Whether visitors may create an account (ALLOW_SIGNUP), read on every request. */
  signUpAllowed: boolean;
}

/**
 * getServerSideProps of the sign-in and sign-up pages. A signed-in visitor goes straight on to
 * the return path. While sign-up is not allowed the sign-up page does not exist (404) and the
 * sign-in page offers no link to it: decided here, on the server, so no visitor is shown a form
 * the server would refuse.
 */
export function authPageServerSideProps(page: 'sign-in' | 'sign-up') {
  return async (
    ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>,
  ): Promise<GetServerSidePropsResult<AuthPageProps>> => {
    const signUpAllowed = isSignUpAllowed();
    if (page === 'sign-up' && !signUpAllowed) return { notFound: true };
    const returnTo = safeReturnPath(ctx.query.callbackUrl);
    if (await getServerAuthSession(ctx)) {
      return { redirect: { destination: returnTo, permanent: false } };
    }
    return { props: { returnTo, signUpAllowed } };
  };
}

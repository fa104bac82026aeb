import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { getServerSession, type NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';

import { env } from '~/env';
import { signInInput, type SignInInput } from '~/schemas/auth';
import { verifyAgainstNobody, verifyPassword } from '~/server/auth/password';
import {
  endSession,
  liveSessionAccount,
  SESSION_MAX_AGE_S,
  startSession,
} from '~/server/auth/user-sessions';
import { isDatabaseUnavailable } from '~/server/database-unavailable';
import { getDb, type Db } from '~/server/db';

/**
 * The account these credentials sign in to, or null. It checks a password whenever the
 * credentials are well formed: a sign-in over HTTP reaches it only through `startSignIn`
 * (src/server/auth/sign-in.ts), which counts the attempt against the sign-in limits first.
 */
export async function authorizeCredentials(raw: unknown, db: Db = getDb()) {
  const parsed = signInInput.safeParse(raw);
  return parsed.success ? checkCredentials(db, parsed.data) : null;
}

async function checkCredentials(db: Db, { email, password }: SignInInput) {
  const user = await db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      fullName: true,
      passwordHash: true,
      disabledAt: true,
      mustChangePassword: true,
      roles: { select: { role: true } },
    },
  });
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNobody(password);
  // A disabled account is refused like a wrong password: the form tells nothing more.
  if (!user || !valid || user.disabledAt) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    isSystemAdmin: user.roles.some((r) => r.role === 'admin'),
    mustChangePassword: user.mustChangePassword,
  };
}

export type SignedInAccount = NonNullable<Awaited<ReturnType<typeof checkCredentials>>>;

/**
 * NextAuth's options for a counted sign-in attempt whose password was checked: `account` is who
 * it signs in, or null for a refused one.
 */
export function signInAttemptOptions(account: SignedInAccount | null): NextAuthOptions {
  return { ...authOptions, providers: [credentialsProvider(() => Promise.resolve(account))] };
}

function credentialsProvider(authorize: () => Promise<SignedInAccount | null>) {
  return CredentialsProvider({
    name: 'Email',
    credentials: {
      email: { label: 'Email', type: 'email' },
      password: { label: 'Password', type: 'password' },
    },
    authorize,
  });
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: '/auth' },
  // NextAuth calls `authorize` only on a sign-in attempt, and the auth route gives each counted
  // attempt a provider of its own (signInAttemptOptions); this one checks no password.
  providers: [credentialsProvider(() => Promise.resolve(null))],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        return {
          ...token,
          id: user.id,
          name: user.name,
          email: user.email,
          isSystemAdmin: user.isSystemAdmin,
          mustChangePassword: user.mustChangePassword,
          sessionId: await startSession(getDb(), user.id),
        };
      }
      // Every request that reads the session checks it is still live, with the account's
      // current name, roles and state. Throwing makes NextAuth clear the session cookie, so a
      // database outage marks the session unchecked instead: the API refuses it with a 503,
      // and the next request after the outage checks it again.
      let account;
      try {
        account = await liveSessionAccount(getDb(), token.sessionId);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return { ...token, unchecked: true };
        throw error;
      }
      if (!account) throw new Error('This session has ended: sign in again.');
      return {
        ...token,
        unchecked: undefined,
        name: account.fullName,
        email: account.email,
        isSystemAdmin: account.roles.some((r) => r.role === 'admin'),
        mustChangePassword: account.mustChangePassword,
      };
    },
    session({ session, token }) {
      session.user = {
        id: token.id,
        name: token.name,
        email: token.email,
        isSystemAdmin: token.isSystemAdmin,
        mustChangePassword: token.mustChangePassword,
      };
      if (token.unchecked) session.unchecked = true;
      return session;
    },
  },
  events: {
    // The cookie is gone from this browser; ending the session also refuses any copy of it.
    async signOut({ token }) {
      await endSession(getDb(), token?.sessionId);
    },
  },
};

/**
 * Whether the request carries NextAuth's session cookie (named `next-auth.session-token`,
 * `__Secure-` prefixed over HTTPS, split into `.0`, `.1`… when large). Without it there is no
 * session to read.
 */
export function hasSessionCookie(req: { cookies: Partial<Record<string, string>> }): boolean {
  return Object.keys(req.cookies).some((name) => name.includes('next-auth.session-token'));
}

export function getServerAuthSession(ctx: {
  req: GetServerSidePropsContext['req'] | NextApiRequest;
  res: GetServerSidePropsContext['res'] | NextApiResponse;
}) {
  return getServerSession(ctx.req, ctx.res, authOptions);
}

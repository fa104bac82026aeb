import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { getServerSession, type NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';

import { env } from '~/env';
import { isDatabaseUnavailable } from '~/server/database-unavailable';
import { getDb } from '~/server/db';
import { verifyAgainstNobody, verifyPassword } from '~/server/password';
import { countFailedSignIn } from '~/server/sign-in-limits';
import {
  endSession,
  liveSessionAccount,
  SESSION_MAX_AGE_S,
  startSession,
} from '~/server/user-sessions';

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1) });

/**
 * The account of a sign-in with these credentials, or null. A failure counts towards the sign-in
 * limits of the account and of `clientIp` (the route refuses attempts beyond them).
 */
export async function authorizeCredentials(raw: unknown, clientIp: string | null = null) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const account = await checkCredentials(parsed.data);
  if (!account) await countFailedSignIn(getDb(), { email: parsed.data.email, clientIp });
  return account;
}

async function checkCredentials({ email, password }: z.infer<typeof credentialsSchema>) {
  const user = await getDb().user.findUnique({
    where: { email: email.trim().toLowerCase() },
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

/** NextAuth's options for a request from `clientIp` (for the sign-in limits). */
export function authOptionsFor(clientIp: string | null): NextAuthOptions {
  return {
    ...authOptions,
    providers: [credentialsProvider((credentials) => authorizeCredentials(credentials, clientIp))],
  };
}

function credentialsProvider(
  authorize: (credentials: unknown) => ReturnType<typeof authorizeCredentials>,
) {
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
  providers: [credentialsProvider((credentials) => authorizeCredentials(credentials))],
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

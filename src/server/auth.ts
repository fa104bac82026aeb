import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { getServerSession, type NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';

import { env } from '~/env';
import { getDb } from '~/server/db';
import { verifyPassword } from '~/server/password';

/** How long a session's user (name, isSystemAdmin) may go unchecked against the database. */
export const ROLE_RECHECK_MS = 60_000;

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(1) });

export async function authorizeCredentials(raw: unknown) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const user = await getDb().user.findUnique({
    where: { email: parsed.data.email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      fullName: true,
      passwordHash: true,
      roles: { select: { role: true } },
    },
  });
  if (!user || !(await verifyPassword(user.passwordHash, parsed.data.password))) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    isSystemAdmin: user.roles.some((r) => r.role === 'admin'),
  };
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt' },
  pages: { signIn: '/auth' },
  providers: [
    CredentialsProvider({
      name: 'Email',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      authorize: authorizeCredentials,
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        return {
          ...token,
          id: user.id,
          name: user.name,
          email: user.email,
          isSystemAdmin: user.isSystemAdmin,
          rolesCheckedAt: Date.now(),
        };
      }
      if (Date.now() - token.rolesCheckedAt < ROLE_RECHECK_MS) return token;
      const fresh = await getDb().user.findUnique({
        where: { id: token.id },
        select: { fullName: true, email: true, roles: { select: { role: true } } },
      });
      // Throwing makes NextAuth clear the session cookie: a deleted account is signed out.
      if (!fresh) throw new Error('The signed-in account no longer exists.');
      return {
        ...token,
        name: fresh.fullName,
        email: fresh.email,
        isSystemAdmin: fresh.roles.some((r) => r.role === 'admin'),
        rolesCheckedAt: Date.now(),
      };
    },
    session({ session, token }) {
      session.user = {
        id: token.id,
        name: token.name,
        email: token.email,
        isSystemAdmin: token.isSystemAdmin,
      };
      return session;
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

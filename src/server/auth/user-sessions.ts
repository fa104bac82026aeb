import type { Db } from '~/server/db';

/** How long a session lasts without use (NextAuth's maxAge: each use extends the cookie). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_S * 1000;

/** The account a session belongs to, as every request reads it. */
const sessionAccountSelect = {
  id: true,
  email: true,
  fullName: true,
  disabledAt: true,
  mustChangePassword: true,
  roles: { select: { role: true } },
} as const;

/** Records a new signed-in browser; its id goes into the session token. */
export async function startSession(db: Db, userId: string): Promise<string> {
  const now = Date.now();
  const [session] = await db.$transaction([
    db.userSession.create({
      data: { userId, expiresAt: new Date(now + SESSION_MAX_AGE_MS) },
      select: { id: true },
    }),
    // Sessions left to expire (a browser never signed out) go as the account signs in again.
    db.userSession.deleteMany({ where: { userId, expiresAt: { lt: new Date(now) } } }),
  ]);
  return session.id;
}

/**
 * The account of a live session, or null when the session has ended (signed out, ended by a
 * password change or by disabling) or its account is disabled or gone.
 */
export async function liveSessionAccount(db: Db, sessionId: string | undefined) {
  if (!sessionId) return null;
  const session = await db.userSession.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, user: { select: sessionAccountSelect } },
  });
  if (!session || session.user.disabledAt) return null;
  const now = Date.now();
  // Each use extends the cookie; the row follows, at most once a half-life, not on every request.
  if (session.expiresAt.getTime() - now < SESSION_MAX_AGE_MS / 2) {
    await db.userSession.updateMany({
      where: { id: sessionId },
      data: { expiresAt: new Date(now + SESSION_MAX_AGE_MS) },
    });
  }
  return session.user;
}

export async function endSession(db: Db, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.userSession.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of the account: after a password reset or while it is disabled. */
export async function endAllSessions(db: Pick<Db, 'userSession'>, userId: string): Promise<void> {
  await db.userSession.deleteMany({ where: { userId } });
}

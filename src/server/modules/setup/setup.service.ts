import type { CompleteSetupInput } from '~/schemas/setup';
import { linkTokenHash as hashOf, newLinkToken } from '~/server/auth/link-token';
import { hashPassword } from '~/server/auth/password';
import type { Db } from '~/server/db';
import { refusedAsNotFound } from '~/server/errors';
import { insertTeam } from '~/server/modules/team/team.service';
import { openOwnAccount } from '~/server/modules/user/user-accounts.service';
import type { ServiceContext } from '~/server/service-context';

/*
 * A fresh install is claimed in the browser through a one-time link that only the person who
 * started the server sees (`npm start` prints it). Only the token's hash is stored, and only
 * until it is used; once any account exists no token opens the setup screen.
 */

/** What a spent, wrong or outdated link answers: the same for all, so none can be told apart. */
export const SETUP_LINK_INVALID = 'This setup link is not valid.';

/**
 * A new setup token for an install without accounts, replacing any earlier one (only the latest
 * printed link works); null, and no token kept, once an account exists.
 */
export function issueSetupToken(db: Db): Promise<string | null> {
  const { token, tokenHash } = newLinkToken();
  return db.$transaction(async (tx) => {
    await tx.setupToken.deleteMany();
    if ((await tx.user.count()) > 0) return null;
    await tx.setupToken.create({ data: { tokenHash } });
    return token;
  });
}

/** Whether `token` opens the setup screen: it is the current one and no account exists yet. */
export async function setupTokenIsValid(db: Db, token: string): Promise<boolean> {
  const [stored, accounts] = await Promise.all([
    db.setupToken.findUnique({ where: { tokenHash: hashOf(token) }, select: { tokenHash: true } }),
    db.user.count(),
  ]);
  return stored !== null && accounts === 0;
}

/**
 * Spends the token on the first administrator (a system administrator) and the first team,
 * which they own, in one transaction: a refused field leaves the token usable, and of two
 * submissions with one token only the first finds it.
 */
export async function completeSetup(
  ctx: ServiceContext,
  { token, password, teamName, teamSlug, ...person }: CompleteSetupInput,
) {
  // Checked before the password is hashed, so wrong tokens cost the server nothing.
  if (!(await setupTokenIsValid(ctx.db, token))) throw refusedAsNotFound(SETUP_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  return ctx.db.$transaction(async (tx) => {
    const spent = await tx.setupToken.deleteMany({ where: { tokenHash: hashOf(token) } });
    if (spent.count === 0 || (await tx.user.count()) > 0)
      throw refusedAsNotFound(SETUP_LINK_INVALID);
    const user = await openOwnAccount(tx, {
      ...person,
      passwordHash,
      systemAdmin: true,
      action: 'setup',
    });
    const team = await insertTeam(tx, { actorId: user.id, name: teamName, slug: teamSlug });
    return { userId: user.id, team: { id: team.id, slug: team.slug } };
  });
}

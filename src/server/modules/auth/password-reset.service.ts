import { RESET_PASSWORD_PATH } from '~/lib/return-path';
import { absoluteUrl } from '~/lib/site-url';
import type { RequestPasswordResetInput, ResetPasswordInput } from '~/schemas/auth';
import { linkTokenHash, newLinkToken } from '~/server/auth/link-token';
import { hashPassword } from '~/server/auth/password';
import { tooManyAttemptsMessage } from '~/server/auth/sign-in-limits';
import { refusedAsNotFound, tooManyRequests } from '~/server/errors';
import { replacePasswordIn } from '~/server/modules/user/user-accounts.service';
import { passwordResetEmail } from '~/server/outbox/emails/password-reset';
import { queueEmail } from '~/server/outbox/enqueue';
import { createRateLimiter } from '~/server/rate-limit';
import type { ServiceContext } from '~/server/service-context';

/*
 * A forgotten password: the sign-in page's "Forgot password?" asks for a link by email, which
 * works once, within the hour, and sets a new password. The answer to a request is the same
 * whether an account uses the address or not, so the form tells nobody who has an account.
 */

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** What a spent, expired or wrong link answers: the same for all. */
export const RESET_LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

// Per address: an inbox gets at most 3 links an hour, whoever asks. Per client: nobody sends
// links to many addresses. Both count unknown addresses too, so a refusal tells nothing.
const perAddressLimiter = createRateLimiter({
  scope: 'password-reset-address',
  limit: 3,
  windowMs: 60 * 60 * 1000,
});
const perClientLimiter = createRateLimiter({
  scope: 'password-reset-client',
  limit: 10,
  windowMs: 60 * 60 * 1000,
});

/**
 * Emails a reset link to the account of `email` when there is one and it is not disabled. The
 * email is rendered for every request, so an unknown address costs about the same time.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  { email, clientKey }: RequestPasswordResetInput & { clientKey: string },
): Promise<{ ok: true }> {
  for (const [limiter, key] of [
    [perClientLimiter, clientKey],
    [perAddressLimiter, email],
  ] as const) {
    const { allowed, retryAfterMs } = await limiter.hit(ctx.db, key);
    if (!allowed) throw tooManyRequests(tooManyAttemptsMessage(retryAfterMs));
  }
  const { token, tokenHash } = newLinkToken();
  const content = await passwordResetEmail({ resetUrl: resetPasswordUrl(token) });
  const user = await ctx.db.user.findUnique({
    where: { email },
    select: { id: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return { ok: true };
  await ctx.db.$transaction(async (tx) => {
    await tx.passwordReset.create({
      data: {
        tokenHash,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
      },
      select: { tokenHash: true },
    });
    await queueEmail(tx, { kind: 'password_reset', to: [email], content });
  });
  return { ok: true };
}

export function resetPasswordUrl(token: string): string {
  return absoluteUrl(`${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`);
}

/** The reset a link opens while it works: not used, not expired, its account enabled. */
function usableReset(token: string) {
  return {
    tokenHash: linkTokenHash(token),
    usedAt: null,
    expiresAt: { gt: new Date() },
    user: { disabledAt: null },
  };
}

/** The account whose password the link of `token` still sets; null when it sets none. */
export async function accountOfResetLink(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<{ email: string } | null> {
  const reset = await ctx.db.passwordReset.findFirst({
    where: usableReset(token),
    select: { user: { select: { email: true } } },
  });
  return reset && { email: reset.user.email };
}

/**
 * Sets the new password of a link's account, spending the link and every other link of the
 * account; ends all its sessions and clears a temporary password's must-change mark. Of two
 * submissions with one link only the first finds it.
 */
export async function resetPasswordWithLink(
  ctx: ServiceContext,
  { token, newPassword }: ResetPasswordInput,
): Promise<{ ok: true }> {
  // Checked before the password is hashed, so wrong tokens cost the server nothing.
  if (!(await accountOfResetLink(ctx, { token }))) throw refusedAsNotFound(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.$transaction(async (tx) => {
    const spent = await tx.passwordReset.updateMany({
      where: usableReset(token),
      data: { usedAt: new Date() },
    });
    if (spent.count === 0) throw refusedAsNotFound(RESET_LINK_INVALID);
    const { userId } = await tx.passwordReset.findUniqueOrThrow({
      where: { tokenHash: linkTokenHash(token) },
      select: { userId: true },
    });
    await tx.passwordReset.updateMany({
      where: { userId, usedAt: null },
      data: { usedAt: new Date() },
    });
    await replacePasswordIn(tx, {
      action: 'reset_password_by_email',
      actorId: userId,
      userId,
      passwordHash,
      mustChangePassword: false,
    });
  });
  return { ok: true };
}

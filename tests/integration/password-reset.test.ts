/**
 * A forgotten password: the reset link arrives by email (a real SMTP server) for an account's
 * address and for no other, works once within the hour, ends every session of the account; the
 * request answers the same for every address and is limited per address and per client.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetPasswordPageProps } from '~/features/auth/link-page-props';
import { RESET_PASSWORD_PATH } from '~/lib/return-path';
import { verifyPassword } from '~/server/auth/password';
import { startSession } from '~/server/auth/user-sessions';
import { RESET_LINK_INVALID } from '~/server/modules/auth/password-reset.service';

import { callerFor, errorOf } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';
import { deliverEmails, outboxDeliveries, tokenOfLink } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const database = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  sink.received.length = 0;
  await database().db.outboxMessage.deleteMany();
});

let client = 0;
/** A caller from a network of its own, so only the limits a test means get in the way. */
const visitor = (clientIp = `203.0.113.${++client}`) =>
  callerFor(database().db, null, { clientIp }).auth;

const NEW_PASSWORD = 'a brand new password';

/** Runs the email worker and returns the token of the one reset email that arrived. */
async function deliveredResetToken(to: string) {
  await deliverEmails(database().db, sink.transport());
  const mails = sink.received.filter((received) => received.to === to);
  expect(mails).toHaveLength(1);
  return tokenOfLink(mails[0]!.mail, RESET_PASSWORD_PATH);
}

async function openResetPage(token: unknown) {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const { props } = await resetPasswordPageProps({
    query: { token } as Record<string, string>,
    res: res as never,
  });
  return { props, headers };
}

describe('asking for a reset link', () => {
  it('answers the same for every address and emails only an enabled account', async () => {
    const { db } = database();
    const known = await createUser(db, { email: 'known@example.test' });
    const disabled = await createUser(db, { email: 'disabled@example.test' });
    await db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });

    const answers = await Promise.all(
      [known.email, 'nobody@example.test', disabled.email].map((email) =>
        visitor().requestPasswordReset({ email }),
      ),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);

    await deliverEmails(db, sink.transport());
    expect(sink.received.map((received) => received.to)).toEqual([known.email]);
    const { mail } = sink.received[0]!;
    expect(mail.subject).toBe('Reset your Teamfolio password');
    expect(mail.text).toContain('link works once, for one hour');
    expect(mail.html).toContain('Choose a new password');
    expect(tokenOfLink(mail, RESET_PASSWORD_PATH)).toMatch(/^[\w-]{43}$/);
    expect(await outboxDeliveries(db)).toEqual([
      expect.objectContaining({ recipient: known.email, status: 'sent' }),
    ]);
    expect(await db.passwordReset.count()).toBe(1);
  });

  it('refuses a fourth link an hour for one address, known or not, alike', async () => {
    const { db } = database();
    const known = await createUser(db);
    for (const email of [known.email, 'nobody-limited@example.test']) {
      for (let i = 0; i < 3; i++) await visitor().requestPasswordReset({ email });
      const refused = await errorOf(visitor().requestPasswordReset({ email }));
      expect(refused).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts. Try again in 60 minutes.',
      });
    }
    expect(await db.passwordReset.count({ where: { userId: known.id } })).toBe(3);
  });

  it('refuses an eleventh request an hour from one client, whatever the addresses', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      await visitor(ip).requestPasswordReset({ email: `someone-${i}@example.test` });
    }
    await expect(
      visitor(ip).requestPasswordReset({ email: 'one-more@example.test' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(
      visitor().requestPasswordReset({ email: 'one-more@example.test' }),
    ).resolves.toEqual({ ok: true });
  });
});

describe('the reset link', () => {
  it('sets a new password once, ends every session and clears a temporary password', async () => {
    const { db } = database();
    const user = await createUser(db, { email: 'reset-me@example.test' });
    await db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
    await Promise.all([startSession(db, user.id), startSession(db, user.id)]);
    await visitor().requestPasswordReset({ email: user.email });
    const token = await deliveredResetToken(user.email);

    const page = await openResetPage(token);
    expect(page.props).toEqual({ ok: true, token, email: user.email });
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');

    await expect(
      visitor().resetPassword({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).resolves.toEqual({ ok: true });

    const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(account.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(account.mustChangePassword).toBe(false);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
    const log = await db.auditEntry.findMany({ where: { entityId: user.id } });
    expect(log).toEqual([
      expect.objectContaining({ action: 'reset_password_by_email', actorId: user.id }),
    ]);

    const again = await errorOf(
      visitor().resetPassword({
        token,
        newPassword: 'another password',
        confirmPassword: 'another password',
      }),
    );
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: RESET_LINK_INVALID });
    expect((await openResetPage(token)).props).toEqual({ ok: false, problem: RESET_LINK_INVALID });
  });

  it('says so once it has expired', async () => {
    const { db } = database();
    const user = await createUser(db);
    await visitor().requestPasswordReset({ email: user.email });
    const token = await deliveredResetToken(user.email);
    await db.passwordReset.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });

    expect((await openResetPage(token)).props).toEqual({ ok: false, problem: RESET_LINK_INVALID });
    await expect(
      visitor().resetPassword({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: RESET_LINK_INVALID });
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(account.passwordHash, NEW_PASSWORD)).toBe(false);
  });

  it('stops every other link of the account once one is used', async () => {
    const { db } = database();
    const user = await createUser(db);
    await visitor().requestPasswordReset({ email: user.email });
    const first = await deliveredResetToken(user.email);
    sink.received.length = 0;
    await visitor().requestPasswordReset({ email: user.email });
    const second = await deliveredResetToken(user.email);

    await visitor().resetPassword({
      token: second,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    await expect(
      visitor().resetPassword({
        token: first,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a confirmation that differs, beside that field, and keeps the link', async () => {
    const { db } = database();
    const user = await createUser(db);
    await visitor().requestPasswordReset({ email: user.email });
    const token = await deliveredResetToken(user.email);

    const refused = await errorOf(
      visitor().resetPassword({
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'something else',
      }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect((await openResetPage(token)).props).toMatchObject({ ok: true });
  });
});

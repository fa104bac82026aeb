import { createAccount, query } from './helpers/accounts';
import { expect, test } from './helpers/fixtures';

/** The reset link of the newest password-reset email to `email`, as the outbox keeps it. */
async function resetLinkFor(email: string): Promise<string> {
  const [row] = await query<{ text: string }>(
    `SELECT m.text FROM outbox_messages m JOIN outbox_deliveries d ON d.message_id = m.id
     WHERE m.kind = 'password_reset' AND d.recipient = $1 ORDER BY m.created_at DESC LIMIT 1`,
    [email],
  );
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(row?.text ?? '')?.[0];
  if (!link) throw new Error(`No reset email for ${email}.`);
  return new URL(link).pathname + new URL(link).search;
}

test('a forgotten password is replaced through the emailed link, which then says it was used', async ({
  page,
}) => {
  const account = await createAccount('Forgetful Fran');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText(
      'If an account uses that address, we have emailed a link to reset its password.',
    ),
  ).toBeVisible();

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a different password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The passwords do not match.',
  );

  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto(link);
  await expect(
    page.getByText('This link has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
});

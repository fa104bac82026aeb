import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { query, uniqueSuffix } from '../helpers/accounts';
import { demoAccount, signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectNoA11yViolations, inLightAndDarkMode } from '../helpers/page-health';

/**
 * An email to one person written to the outbox as a contact message writes it, and the email
 * worker woken as the write does (the contact form itself is rate-limited per client, and the
 * contact tests use its allowance).
 */
async function writeContactEmail(subject: string) {
  const html = `<p>From Grace Visitor (grace.visitor@example.test) — ${subject}</p><p>Could we build something together?</p>`;
  const [message] = await query<{ id: string }>(
    `INSERT INTO outbox_messages (channel, kind, subject, html, text, reply_to)
     VALUES ('email', 'contact_message', $1, $2, $3, 'grace.visitor@example.test') RETURNING id`,
    [`Contact message: ${subject}`, html, 'Could we build something together?'],
  );
  await query('INSERT INTO outbox_deliveries (message_id, recipient) VALUES ($1, $2)', [
    message!.id,
    'admin@teamfolio.local',
  ]);
  await query("INSERT INTO pgboss.job (name, data) VALUES ('outbox-email', '{}')", []);
}

test('an email written without a mail server is kept, and read in the Outbox as it was written', async ({
  page,
}, testInfo) => {
  const subject = `Outbox check ${uniqueSuffix()}`;
  // The browser tests run without SMTP_URL.
  await writeContactEmail(subject);

  await signInWithApi(page, demoAccount('System admin'));
  await page.goto('/system-admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('Email is not configured')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the outbox' }).fill(subject);
  const message = page.getByRole('listitem').filter({ hasText: subject });
  // The worker keeps it within moments of the write.
  await expect(message.getByText('1 kept')).toBeVisible({ timeout: 15_000 });
  await inLightAndDarkMode(page, () => expectNoA11yViolations(page));

  const folder = testInfo.outputDir;
  await mkdir(folder, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: path.join(folder, `outbox-${width}-${colorScheme}.png`) });
    }
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await message.getByRole('button', { name: `Open Contact message: ${subject}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Contact message: ${subject}` })).toBeVisible();
  const email = dialog.frameLocator('iframe[title="The email as it was written"]');
  await expect(email.getByText('Could we build something together?')).toBeVisible();
  await expect(dialog.getByText('Reply to')).toBeVisible();
  await expect(dialog.getByText('grace.visitor@example.test')).toBeVisible();
  await page.screenshot({ path: path.join(folder, 'outbox-message.png') });
  if (process.env.E2E_SCREENSHOTS_DIR) {
    await page.screenshot({
      path: path.join(process.env.E2E_SCREENSHOTS_DIR, 'outbox.jpg'),
      type: 'jpeg',
      quality: 80,
    });
  }
});

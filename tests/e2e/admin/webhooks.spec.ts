import type { Page, TestInfo } from '@playwright/test';

import { createAccount, createTeamOwnedBy, query } from '../helpers/accounts';
import { signInWithApi } from '../helpers/auth';
import { expect, test } from '../helpers/fixtures';
import { expectAccessibleInLightAndDarkMode, inLightAndDarkMode } from '../helpers/page-health';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The screen as it is now, at both widths in light and dark mode, kept with the test's output. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await inLightAndDarkMode(page, async (colorScheme) => {
      const file = testInfo.outputPath(`${name}-${size}-${colorScheme}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${name} (${size}, ${colorScheme})`, { path: file });
    });
  }
  await page.setViewportSize(SIZES.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A sent and a failed delivery in the endpoint's log, each with its tries. */
async function logDeliveries(endpointId: string, teamId: string) {
  for (const [kind, status, code, error] of [
    ['post.published', 'sent', 200, null],
    ['project.published', 'failed', 410, 'The endpoint answered 410 Gone.'],
  ] as const) {
    const [message] = await query<{ id: string }>(
      `INSERT INTO outbox_messages (channel, kind, team_id, payload)
       VALUES ('webhook', $1, $2, '{}') RETURNING id`,
      [kind, teamId],
    );
    const [delivery] = await query<{ id: string }>(
      `INSERT INTO outbox_deliveries (message_id, recipient, endpoint_id, status, attempts,
         response_code, last_error)
       VALUES ($1, $2::text, $2::text::uuid, $3::delivery_status, 1, $4, $5) RETURNING id`,
      [message!.id, endpointId, status, code, error],
    );
    await query(
      `INSERT INTO delivery_attempts (delivery_id, outcome, response_code, duration_ms, error)
       VALUES ($1, $2, $3, 84, $4)`,
      [delivery!.id, status, code, error],
    );
  }
}

test('a team owner adds a webhook, keeps its secret, reads its log, replays, turns it off and deletes it', async ({
  page,
}, testInfo) => {
  test.slow();
  const owner = await createAccount('Hook Owner');
  const teamId = await createTeamOwnedBy(owner, 'Hook Journey');
  await signInWithApi(page, owner);
  await page.goto('/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
  await screenshots(page, testInfo, 'webhooks-empty');

  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add Webhook' });
  await expect(form.getByRole('checkbox', { name: 'Contact message received' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add Webhook' }).click();
  await expect(form.getByText('The URL must start with https:// (or http://).')).toBeVisible();
  await form.getByRole('textbox', { name: 'URL' }).fill('https://hooks.example.com/teamfolio');
  await form.getByRole('combobox', { name: 'Format' }).selectOption('discord');
  await form.getByRole('checkbox', { name: 'Project published' }).check();
  await screenshots(page, testInfo, 'webhooks-form');
  await form.getByRole('button', { name: 'Add Webhook' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secretDialog.getByText('Store it now: it is not shown again.')).toBeVisible();
  await expect(secretDialog.getByText(/^whsec_/)).toBeVisible();
  await screenshots(page, testInfo, 'webhooks-secret');
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem').filter({ hasText: 'hooks.example.com' });
  await expect(card.getByText('Discord')).toBeVisible();
  await expect(card.getByText('Enabled')).toBeVisible();
  // axe reads a toast's colours mid-animation: it checks the screen once the toast has gone.
  await expect(page.getByText('Webhook added')).toHaveCount(0);
  await expectAccessibleInLightAndDarkMode(page);
  await screenshots(page, testInfo, 'webhooks-list');

  const [endpoint] = await query<{ id: string }>(
    'SELECT id FROM webhook_endpoints WHERE team_id = $1',
    [teamId],
  );
  await logDeliveries(endpoint!.id, teamId);
  await card.getByRole('button', { name: 'Delivery log of hooks.example.com' }).click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  const failed = log.getByRole('listitem').filter({ hasText: 'Project published' });
  await expect(failed.getByText('Failed')).toBeVisible();
  await expect(failed.getByText(/HTTP 410 · 84 ms · 1 attempt/)).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Blog post published' })).toContainText(
    'Delivered',
  );
  await expectAccessibleInLightAndDarkMode(page);
  await screenshots(page, testInfo, 'webhooks-log');
  await failed.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByText('Queued to be sent again')).toBeVisible();
  await log.getByRole('button', { name: 'Done' }).click();

  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Turned off by an admin.')).toBeVisible();

  await card.getByRole('button', { name: 'Delete hooks.example.com' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await confirm.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
});

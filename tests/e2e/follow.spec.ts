import { query, uniqueSuffix } from './helpers/accounts';
import { expect, test } from './helpers/fixtures';
import { expectAccessibleInLightAndDarkMode, expectNoConsoleErrors } from './helpers/page-health';

const SERIES = '/series/8-week-ai-hackathon';

/** The path of the confirmation link the outbox holds for `address`. */
async function confirmPathFor(address: string): Promise<string> {
  const [row] = await query<{ text: string }>(
    `SELECT m.text FROM outbox_messages m JOIN outbox_deliveries d ON d.message_id = m.id
     WHERE d.recipient = $1 AND m.kind = 'follow_confirm'`,
    [address],
  );
  const link = /https?:\/\/\S+\/follow\/confirm\?token=[\w-]+/.exec(row?.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation email for ${address}.`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a visitor follows a series by email and confirms it from the emailed link', async ({
  page,
  consoleErrors,
}) => {
  const address = `follower.${uniqueSuffix()}@example.test`;
  await page.goto(SERIES);
  const section = page.getByRole('region', { name: 'Follow this series' });
  // The widget solves the proof of work in the browser (a light one, in the e2e build).
  await section.getByRole('textbox', { name: 'Email' }).fill(address);
  await section.getByRole('button', { name: 'Follow' }).click();
  await expect(section.getByRole('status')).toHaveText('Check your inbox to confirm.');

  // Opening the link confirms nothing; its button does.
  await page.goto(await confirmPathFor(address));
  await expect(
    page.getByRole('heading', { name: 'Confirm that you want to follow' }),
  ).toBeVisible();
  await expect(page.getByText('the series “8-Week AI Hackathon”', { exact: false })).toBeVisible();
  await expectAccessibleInLightAndDarkMode(page, { serious: true });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'You are following' })).toBeVisible();

  const [follow] = await query<{ status: string }>(
    'SELECT f.status::text AS status FROM follows f JOIN subscribers s ON s.id = f.subscriber_id WHERE s.email = $1',
    [address],
  );
  expect(follow?.status).toBe('confirmed');
  await expectNoConsoleErrors(page, consoleErrors);
});

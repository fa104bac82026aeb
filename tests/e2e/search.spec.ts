import { test as plainTest, type Page } from '@playwright/test';

import { expect, test } from './helpers/fixtures';
import { expectAccessibleInLightAndDarkMode, expectNoConsoleErrors } from './helpers/page-health';

const RUBRIC_POST = 'A Small, Honest Rubric for Evaluating AI Answers';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 });
const pageSearchBox = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });

test.describe('with JavaScript', () => {
  test('`/` focuses the search box in the header, and Enter shows ranked results', async ({
    page,
  }) => {
    await page.goto('/');
    const headerBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    // React listens for the key in an effect, which runs a moment after hydration: on a busy
    // machine a key pressed in between goes unheard, as it would for a visitor that quick.
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(headerBox).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    await page.keyboard.type('rubric evaluating');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=rubric\+evaluating$/);
    await expect(page).toHaveTitle('Search: rubric evaluating | Teamfolio');
    await expect(resultTitles(page).first()).toHaveText(RUBRIC_POST);
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByText('Blog post')).toBeVisible();
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(pageSearchBox(page)).toHaveValue('rubric evaluating');

    await resultTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RUBRIC_POST);
  });

  test('`/` is only a character while typing in a field', async ({ page }) => {
    await page.goto('/search');
    await pageSearchBox(page).fill('');
    await pageSearchBox(page).pressSequentially('a/b');
    await expect(pageSearchBox(page)).toHaveValue('a/b');
  });

  for (const [name, path] of [
    ['results', '/search?q=week'],
    ['no results', '/search?q=xylophonequartz'],
  ]) {
    test(`${name}: no serious accessibility violation, no console error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path!);
      await expectAccessibleInLightAndDarkMode(page, { serious: true });
      await expectNoConsoleErrors(page, consoleErrors);
    });
  }
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('searches, pages by links and says when nothing matched', async ({ page }) => {
    await page.goto('/');
    const headerBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await headerBox.fill('week');
    await headerBox.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=week$/);
    await expect(resultTitles(page)).toHaveCount(10);
    const firstPage = await resultTitles(page).allTextContents();
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/search\?q=week&page=2$/);
    const secondPage = await resultTitles(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(pageSearchBox(page)).toHaveValue('week');

    await pageSearchBox(page).fill('"xylophone quartz"');
    await pageSearchBox(page).press('Enter');
    await expect(
      page.getByRole('heading', { name: 'No results for “"xylophone quartz"”' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Series' })).toHaveAttribute(
      'href',
      '/series',
    );
  });

  plainTest('explains a search it cannot run instead of failing', async ({ page }) => {
    const response = await page.goto(`/search?q=${'long '.repeat(60)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('Search must be at most 200 characters.');
  });
});

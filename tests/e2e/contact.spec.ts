import type { Page } from '@playwright/test';
import pg from 'pg';

import { expect, test } from './helpers/fixtures';
import { describePageHealth } from './helpers/page-health';
import { SOCIAL_PLATFORMS } from '../../prisma/seed/social';

const SUBMIT_URL = '**/api/trpc/contact.submit*';
const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const FAILURE = 'Failed to send message. Please try again.';

function form(page: Page) {
  const contactForm = page.getByRole('form', { name: 'Send us a Message' });
  return {
    name: contactForm.getByRole('textbox', { name: 'Name', exact: true }),
    email: contactForm.getByRole('textbox', { name: 'Email', exact: true }),
    subject: contactForm.getByRole('textbox', { name: 'Subject', exact: true }),
    message: contactForm.getByRole('textbox', { name: 'Message', exact: true }),
    submit: contactForm.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

async function fillForm(page: Page, email: string) {
  const fields = form(page);
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(email);
  await fields.subject.fill('Collaboration');
  await fields.message.fill('We would like to build something with your team.');
}

async function storedSubmission(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; subject: string; message: string }>(
      'SELECT name, subject, message FROM contact_submissions WHERE email = $1',
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test('the form has labelled fields, required markers and the reply-time note', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
  await expect(page.getByText(/24-48 hours on weekdays/)).toBeVisible();
  const fields = form(page);
  for (const required of [fields.name, fields.email, fields.message]) {
    await expect(required).toHaveAttribute('required', '');
  }
  await expect(fields.subject).not.toHaveAttribute('required');
  await expect(fields.email).toHaveAttribute('type', 'email');
  for (const label of ['Name*', 'Email*', 'Message*']) {
    await expect(page.locator('label', { hasText: label })).toBeVisible();
  }
  // The honeypot is out of sight and out of the tab order.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).not.toBeInViewport();
});

test('a message is sent: Sending... while busy, then the success toast, a cleared form and a stored row', async ({
  page,
}) => {
  const email = `ada-${Date.now()}@example.com`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBMIT_URL, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact');
  await fillForm(page, email);
  const fields = form(page);
  await fields.submit.click();

  await expect(fields.submit).toHaveText('Sending...');
  await expect(fields.submit).toBeDisabled();
  release();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(fields.submit).toHaveText('Send Message');
  for (const field of [fields.name, fields.email, fields.subject, fields.message]) {
    await expect(field).toHaveValue('');
  }
  expect(await storedSubmission(email)).toEqual([
    {
      name: 'Ada Lovelace',
      subject: 'Collaboration',
      message: 'We would like to build something with your team.',
    },
  ]);
});

test('a failed request shows the failure toast and keeps the form', async ({ page }) => {
  await page.route(SUBMIT_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/contact');
  await fillForm(page, 'grace@example.com');
  const fields = form(page);
  await fields.submit.click();

  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.email).toHaveValue('grace@example.com');
  await expect(fields.message).toHaveValue('We would like to build something with your team.');
  await expect(fields.submit).toBeEnabled();
});

test('empty required fields show errors beside them and nothing is sent', async ({ page }) => {
  let requests = 0;
  await page.route(SUBMIT_URL, (route) => {
    requests += 1;
    return route.continue();
  });
  await page.goto('/contact');
  const fields = form(page);
  await fields.submit.click();

  await expect(fields.name).toHaveAccessibleDescription('Name is required.');
  await expect(fields.email).toHaveAccessibleDescription('Email is required.');
  await expect(fields.message).toHaveAccessibleDescription('Message is required.');
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toBeFocused();
  await expect(fields.subject).not.toHaveAttribute('aria-invalid');

  // Typing into a field clears its error.
  await fields.name.fill('Ada');
  await expect(fields.name).not.toHaveAttribute('aria-invalid');
  expect(requests).toBe(0);
});

test('an invalid email address is refused beside the field', async ({ page }) => {
  await page.goto('/contact');
  await fillForm(page, 'not-an-email');
  const fields = form(page);
  await fields.submit.click();
  await expect(fields.email).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(fields.email).toBeFocused();
  await expect(fields.name).toHaveValue('Ada Lovelace');
});

test('social buttons link to the active platforms, named for screen readers', async ({ page }) => {
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Connect With Us' });
  const active = SOCIAL_PLATFORMS.filter((platform) => platform.active);
  await expect(section.getByRole('link')).toHaveCount(active.length);
  for (const platform of active) {
    const link = section.getByRole('link', { name: platform.name, exact: true });
    await expect(link).toHaveAttribute('href', platform.baseUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('quick links and the four FAQ answers', async ({ page }) => {
  await page.goto('/contact');
  const quickLinks = page.getByRole('region', { name: 'Quick Links' });
  await expect(quickLinks.getByRole('heading', { level: 3 })).toHaveText([
    'Collaboration',
    'Media & Press',
    'Recruiters',
  ]);

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.locator('summary');
  await expect(questions).toHaveText([
    'What is the 8-week hackathon?',
    'Can I collaborate with your team?',
    'Is your work open source?',
    'How can I stay updated?',
  ]);
  const answer = faq.getByText(/we love working with partners/);
  await expect(answer).toBeHidden();
  await questions.nth(1).click();
  await expect(answer).toBeVisible();
});

describePageHealth([{ name: 'contact', path: '/contact' }]);

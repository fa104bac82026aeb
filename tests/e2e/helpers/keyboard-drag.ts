import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Lifts a row of a sortable list by its drag handle with the keyboard, as a screen-reader user
 * would, and waits until the lift is announced and the list is measured: dnd-kit reads the rows'
 * positions in the frames after the lift, and an arrow key pressed sooner (no person is that
 * fast) moves nothing.
 */
export async function liftWithKeyboard(
  page: Page,
  name: string,
  { position, of }: { position: number; of: number },
) {
  await page.getByRole('button', { name: `Drag to reorder ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} moved to position ${position} of ${of}.`)).toBeAttached();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

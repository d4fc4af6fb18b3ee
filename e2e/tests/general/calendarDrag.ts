import type { Locator, Page } from '@playwright/test';

/** The top of the hour's row in the time gutter: where a block starting then begins. */
export async function hourTop(page: Page, hour: string): Promise<number> {
  const label = page.locator('.rbc-time-gutter .rbc-timeslot-group').filter({ hasText: hour });
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`No row for ${hour}`);
  return box.y;
}

/**
 * Drags a block by its top edge so that edge lands on `hour`: react-big-calendar keeps the point
 * where the block was grabbed, so grabbing and dropping 4 px below the edges moves the start exactly.
 * (The same steps as bookings.spec.ts's own helper, for specs outside it.)
 */
export async function dragTo(page: Page, block: Locator, hour: string): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  const from = await block.boundingBox();
  if (!from) throw new Error('The block is not drawn');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + 4);
  await page.mouse.down();
  const targetY = (await hourTop(page, hour)) + 4;
  await page.mouse.move(x, from.y + 20, { steps: 4 });
  await page.mouse.move(x, targetY, { steps: 12 });
  await page.mouse.up();
}

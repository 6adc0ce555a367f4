import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';
const PHONE = { width: 360, height: 740 };

/** Each control of `region` whose box leaves 0..PHONE.width, by its accessible name. */
async function controlsOutside(region: Locator): Promise<string[]> {
  await region.waitFor();
  return region.locator('button, input, a[href], [role="slider"]').evaluateAll(
    (controls, width) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false; // not drawn (sr-only)
          return box.left < 0 || box.right > width;
        })
        .map(
          (control) =>
            `${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName}`,
        ),
    PHONE.width,
  );
}

async function tabIsInView(page: Page, name: string): Promise<boolean> {
  const box = await page.getByRole('tab', { name }).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

// Issue 25 item 10: a 360 px-wide phone reaches every tab of a project and every player control.
describe('a 360 × 740 phone', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    await s.page.setViewportSize(PHONE);
    await signUpFresh(s.page, { prefix: 'phone' });
    const created = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Phone Song' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps every control of the player, expanded and minimised, inside the screen', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await page
      .getByRole('button', { name: `Play ${SONG}` })
      .first()
      .click();
    const bar = page.getByTestId('player-bar');
    await bar.getByRole('slider', { name: 'Volume' }).waitFor();
    await bar.getByRole('button', { name: 'Close player' }).waitFor();
    await expect(controlsOutside(bar)).resolves.toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(
      PHONE.width,
    );

    // The studio's tabs do not fit either, and say so.
    await page.getByRole('button', { name: 'Show more tabs' }).waitFor({ state: 'visible' });

    await bar.getByRole('button', { name: 'Minimise player' }).click();
    const pill = page.locator('[data-testid="player-bar"][data-minimised="true"]');
    await expect(controlsOutside(pill)).resolves.toEqual([]);
    await pill.getByRole('button', { name: 'Expand player' }).click();
    await page.locator('[data-testid="player-bar"][data-minimised="false"]').waitFor();
  });

  it('shows that the project tabs scroll, and the arrow brings the last ones into view', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}`);
    const tabs = page.getByRole('tablist', { name: 'Project sections' });
    await tabs.waitFor();
    const overflowing = await tabs.evaluate((list) => list.scrollWidth > list.clientWidth + 1);
    if (!overflowing) {
      // Wrapped or narrow enough: every tab is in view.
      for (const name of ['Splits', 'Collaborators', 'Details']) {
        await expect(tabIsInView(page, name)).resolves.toBe(true);
      }
      return;
    }
    expect(await tabIsInView(page, 'Details')).toBe(false);
    const forward = page.getByRole('button', { name: 'Show more tabs' });
    await forward.waitFor({ state: 'visible' });
    await expect(tabIsInView(page, 'Overview')).resolves.toBe(true);
    // The arrow scrolls a screen's width at a time until the end is reached, then goes.
    for (let i = 0; i < 5 && (await forward.isVisible()); i += 1) {
      await forward.click();
      await page.waitForTimeout(400);
    }
    await expect(tabIsInView(page, 'Details')).resolves.toBe(true);
    await expect(forward.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Show earlier tabs' }).waitFor({ state: 'visible' });
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';

// Issue 16 item 8's small parts: the overview's members card, no placeholder Studio tab, and a
// volume control on phones.
describe('project page parts and the phone player', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'parts', artistName: 'Parts Owner' });
    const created = await s.page.request.post('/api/projects', {
      headers: { Origin: s.baseURL },
      data: { title: 'Members Card' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows the members on the overview and has no Studio placeholder tab', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}`);
    const members = page.getByRole('list', { name: 'Project members' });
    await members.getByText('Parts Owner').waitFor();
    await page.getByText('No active collaborators yet').waitFor();
    await expect(page.getByText('Arrives with the collaboration update.').count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Collaborators' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Studio' }).count()).resolves.toBe(0);
    // An old link to the removed tab lands on the overview.
    await page.goto(`/projects/${projectId}?tab=studio`);
    await page.getByRole('list', { name: 'Project members' }).waitFor();
  });

  it('gives phones a volume slider in the player bar', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await page
      .getByRole('button', { name: `Play ${SONG}` })
      .first()
      .click();
    const volume = page.getByTestId('player-bar').getByRole('slider', { name: 'Volume' });
    await volume.waitFor({ state: 'visible' });
    await volume.fill('0.3');
    await expect(volume.inputValue()).resolves.toBe('0.3');
  });

  it('tells iPhone users where the volume is instead of a slider that does nothing', async () => {
    // iOS keeps media at full volume whatever a page sets: simulated here, as Safari reads it.
    const page = await s.context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(HTMLMediaElement.prototype, 'volume', {
        get: () => 1,
        set: () => undefined,
        configurable: true,
      });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/studio');
    await page
      .getByRole('button', { name: `Play ${SONG}` })
      .first()
      .click();
    const bar = page.getByTestId('player-bar');
    await bar.getByText('Volume: device buttons').waitFor();
    await expect(bar.getByRole('slider', { name: 'Volume' }).count()).resolves.toBe(0);
    // The note fits the phone's bar.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.close();
  });
});

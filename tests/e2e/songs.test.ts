import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');

/** A fresh account per run, registered through the API in the page's own cookie jar. */
async function signUpFreshArtist(page: Page): Promise<void> {
  const email = `songs-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Sam',
      lastName: 'Tone',
      artistName: 'Sam Tone',
      email,
      password: 'a-long-password',
    },
  });
  expect(res.status()).toBe(201);
}

/** The titles of the library rows, top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  const buttons = page.getByRole('table').getByRole('button', { name: /^Play / });
  const names = await buttons.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Play /, ''));
}

function rowOf(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: `Play ${title}` }) });
}

// Issue 3's journey: get songs in (upload of each type, a recording), play one, arrange them.
describe('songs: upload, play, record, arrange', () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ fakeMicrophone: true });
    await signUpFreshArtist(s.page);
  });
  afterAll(async () => {
    await s.close();
  });

  it('uploads a WAV, an MP3 and a FLAC and shows their real durations', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(
        ['tone-2.0s.wav', 'tone-3.0s.mp3', 'tone-2.5s.flac'].map((f) => path.join(fixtures, f)),
      );
    for (const [title, duration] of [
      ['tone-2.0s', '0:02'],
      ['tone-3.0s', '0:03'],
      ['tone-2.5s', '0:02'],
    ] as const) {
      await rowOf(page, title).getByText(duration, { exact: true }).waitFor();
    }
    await page.getByText('3 songs').first().waitFor();
  });

  it('plays a song in the global player and its time advances', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Play tone-3.0s' }).click();
    const bar = page.getByTestId('player-bar');
    await bar.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="player-time"]')?.textContent?.trim() !== '0:00',
    );
    await expect(page.getByTestId('player-waveform').getAttribute('data-peaks')).resolves.toBe(
      'real',
    );
    await page.getByRole('button', { name: 'Pause tone-3.0s' }).first().click();
  });

  it('records two seconds from the microphone and saves the take', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    await page.waitForTimeout(2300);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recording Complete' });
    await dialog.getByLabel('Title').fill('E2E take');
    await dialog.getByRole('button', { name: 'Save Recording' }).click();
    await rowOf(page, 'E2E take').getByText('0:02', { exact: true }).waitFor();
  });

  it('pins a song and reorders another; the arrangement survives a reload', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'More actions for tone-2.5s' }).click();
    await page.getByRole('menuitem', { name: 'Pin', exact: true }).click();
    await page.getByText('Song pinned').first().waitFor();
    // Keyboard drag: lift, move one row up, drop.
    const before = await rowTitles(page);
    const last = before.at(-1)!;
    const handle = page.getByRole('button', { name: `Reorder ${last}` });
    await handle.focus();
    // dnd-kit measures between key presses; a person's pace, not a script's.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => rowTitles(page)).not.toEqual(before);
    const arranged = await rowTitles(page);
    expect(arranged[0]).toBe('tone-2.5s');
    expect(arranged.indexOf(last)).toBe(before.length - 2);

    await page.reload();
    await page.getByRole('button', { name: 'Play tone-2.5s' }).waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(arranged);
  });
});

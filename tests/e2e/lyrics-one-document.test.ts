import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMatches, typeAtEnd, whenLive } from './support/lyrics-saves';
import { openBrowser, type BrowserSession } from './support/browser';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/audio');
const SONG = 'tone-2.0s';
const BOLD_LINE = /<strong>City lights so bright[^<]*<\/strong>/;

// Issue 16 item 2: the project tab, the player's slide-up panel and the studio's lyrics tab
// edit one rich document; formatting made in one survives edits in the others.
describe('lyrics: one document in every editor', () => {
  let s: BrowserSession;
  let projectId = '';
  beforeAll(async () => {
    s = await openBrowser();
    const email = `one-doc-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await s.page.request.post('/api/auth/register', {
      data: {
        firstName: 'Una',
        lastName: 'Doc',
        artistName: 'Una Doc',
        email,
        password: 'a-long-password',
      },
    });
    expect(registered.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('bolds a line in the project tab', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page.getByText('No audio files yet').waitFor();
    await page
      .getByLabel('Choose audio files to upload')
      .setInputFiles(path.join(fixtures, `${SONG}.wav`));
    await page.getByRole('button', { name: `Play ${SONG}` }).waitFor();
    const projects = (await (await page.request.get('/api/projects')).json()) as {
      id: string;
      isLibrary: boolean;
    }[];
    projectId = projects.find((project) => project.isLibrary)!.id;
    // The upload has finished (leaving the page earlier would cancel it).
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/projects/${projectId}/audio?limit=1`);
          return res.ok() ? ((await res.json()) as unknown[]).length : 0;
        },
        { timeout: 30_000 },
      )
      .toBe(1);

    await page.goto(`/projects/${projectId}?tab=lyrics`);
    const editor = page.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('City lights so bright');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.getByRole('button', { name: 'Bold' }).click();
    await whenLive(page);
    await storedMatches(page, projectId, BOLD_LINE);
  });

  it('edits that line in the slide-up panel; the bold survives', async () => {
    const { page } = s;
    await page.goto('/studio');
    await page
      .getByRole('button', { name: `Play ${SONG}` })
      .first()
      .click();
    await page
      .getByTestId('player-bar')
      .getByRole('button', { name: 'Lyrics', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Lyrics' });
    const editor = panel.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.waitFor();
    await whenLive(panel);
    await typeAtEnd(page, editor, ' tonight');
    await storedMatches(page, projectId, 'tonight');
    await storedMatches(page, projectId, BOLD_LINE);
    await editor.locator('strong', { hasText: 'City lights' }).waitFor();
    await panel.getByRole('button', { name: 'Close lyrics' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('edits it again in the studio lyrics tab; the bold survives', async () => {
    const { page } = s;
    await page.goto(`/studio?tab=lyrics&project=${projectId}`);
    const tab = page.getByRole('tabpanel', { name: 'Lyrics' });
    const editor = tab.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor.waitFor();
    await expect.poll(() => editor.textContent()).toContain('tonight');
    await whenLive(tab);
    await typeAtEnd(page, editor, ' and stars above');
    await storedMatches(page, projectId, /<strong>City lights so bright tonight and stars above/);
  });

  it('shows the bold line with every edit after a reload of the project tab', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=lyrics`);
    await page.reload();
    const editor = page.getByRole('textbox', { name: 'Lyrics', exact: true });
    await editor
      .locator('strong', { hasText: 'City lights so bright tonight and stars above' })
      .waitFor();
  });

  it('shows the panel and the studio tab on one connection, each with the other’s words at once', async () => {
    const { page } = s;
    const channels: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/lyrics/')) channels.push(socket.url());
    });
    await page.goto('/studio');
    await page
      .getByRole('button', { name: `Play ${SONG}` })
      .first()
      .click();
    await page
      .getByTestId('player-bar')
      .getByRole('button', { name: 'Lyrics', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Lyrics' });
    const inPanel = panel.getByRole('textbox', { name: 'Lyrics', exact: true });
    await whenLive(panel);
    await page.getByRole('tab', { name: 'Lyrics' }).click();
    await page.getByRole('tabpanel', { name: 'Lyrics' }).getByLabel('Project').selectOption({
      label: 'My Library',
    });
    const tab = page.getByRole('tabpanel', { name: 'Lyrics' });
    const inTab = tab.getByRole('textbox', { name: 'Lyrics', exact: true });
    await whenLive(tab);

    await typeAtEnd(page, inTab, ' together');
    await expect.poll(() => inPanel.textContent()).toContain('stars above together');
    // One document per lyrics entry per tab: the two editors share one channel.
    expect(channels).toHaveLength(1);
  });
});

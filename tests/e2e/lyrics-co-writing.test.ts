import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { connectBrowser } from './support/browser';
import { newPerson, shareProject, type Person } from './support/co-writers';
import { caretAtEnd } from './support/lyrics-saves';

/** The Origin header the server wants on cookie-carrying writes. */
const ORIGIN = () => inject('baseURL');
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Lyrics', exact: true });
const liveStatus = (page: Page) => page.getByTestId('save-status').getByRole('status');
/** An editor's words, without the co-writers' name tags drawn at their carets. */
const wordsOf = (editor: Locator) =>
  editor.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.lyrics-presence-caret')) caret.remove();
    return copy.textContent ?? '';
  });

/** Both editors show the same words, and they contain every fragment (else both are shown). */
async function agree(a: Locator, b: Locator, fragments: string[]) {
  const deadline = Date.now() + 15_000;
  let texts: (string | null)[] = [];
  while (Date.now() < deadline) {
    texts = [await wordsOf(a), await wordsOf(b)];
    const [textA, textB] = texts;
    if (textA === textB && fragments.every((fragment) => textA?.includes(fragment))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(texts, `both editors with ${fragments.join(', ')}`).toEqual([texts[0], texts[0]]);
  expect(texts[0]).toContain(fragments.find((fragment) => !texts[0]?.includes(fragment)));
}

// Issue 26 items 2 and 7: two co-writers (and a viewer) on one song's lyrics at once, each in a
// browser context of their own, against the real server and its live channel.
describe('lyrics: co-writing live', () => {
  let browser: Browser;
  let ana: Person;
  let ben: Person;
  let vic: Person;
  let projectId = '';
  let benMembership = '';

  beforeAll(async () => {
    browser = await connectBrowser();
    [ana, ben, vic] = await Promise.all([
      newPerson(browser, 'cowrite-ana', 'Ana Lima'),
      newPerson(browser, 'cowrite-ben', 'Ben Okafor'),
      newPerson(browser, 'cowrite-vic', 'Vic Viewer'),
    ]);
    const created = await ana.page.request.post('/api/projects', {
      headers: { Origin: ORIGIN() },
      data: { title: 'Summer Song' },
    });
    expect(created.status()).toBe(201);
    projectId = ((await created.json()) as { id: string }).id;
    const lyrics = await ana.page.request.post(`/api/projects/${projectId}/lyrics`, {
      headers: { Origin: ORIGIN() },
      data: { title: 'Summer Song', content: '<p>First line</p>' },
    });
    expect(lyrics.status()).toBe(201);
    benMembership = await shareProject(ana, ben, projectId, 'collaborator');
    await shareProject(ana, vic, projectId, 'viewer');
    for (const person of [ana, ben]) {
      await person.page.goto(`/projects/${projectId}?tab=lyrics`);
      await editorOf(person.page).getByText('First line').waitFor({ timeout: 20_000 });
      await liveStatus(person.page).filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('(d) shows who is here: each sees the other’s name', async () => {
    await ana.page
      .getByTestId('lyrics-presence')
      .getByText(ben.name)
      .waitFor({ state: 'attached' });
    await ben.page
      .getByTestId('lyrics-presence')
      .getByText(ana.name)
      .waitFor({ state: 'attached' });
    await expect(
      ana.page.getByRole('list', { name: /^Here now: 2 people$/ }).count(),
    ).resolves.toBe(1);
    expect(await seriousViolations(ana.page)).toEqual([]);
  });

  it('(a) both type at once, and both texts survive in both editors', async () => {
    await caretAtEnd(ana.page, editorOf(ana.page));
    await editorOf(ben.page).click();
    await ben.page.keyboard.press('Control+Home');
    await Promise.all([
      ana.page.keyboard.type(' and Ana’s words', { delay: 20 }),
      ben.page.keyboard.type('Ben begins here: ', { delay: 20 }),
    ]);
    await agree(editorOf(ana.page), editorOf(ben.page), [
      'Ben begins here: ',
      'First line and Ana’s words',
    ]);
    // Ben's caret shows in Ana's editor with his name.
    await editorOf(ana.page)
      .locator('.lyrics-presence-caret', { hasText: ben.name })
      .waitFor({ state: 'attached' });
  });

  it('(b) one types offline, reconnects, and both editors agree', async () => {
    await ben.context.setOffline(true);
    await liveStatus(ben.page).filter({ hasText: 'Offline' }).waitFor();
    await caretAtEnd(ben.page, editorOf(ben.page));
    await ben.page.keyboard.press('Enter');
    await ben.page.keyboard.type('written on the train');
    await caretAtEnd(ana.page, editorOf(ana.page));
    await ana.page.keyboard.type(' meanwhile');
    // Nothing of Ben's offline words reached Ana.
    await ana.page.waitForTimeout(500);
    expect(await wordsOf(editorOf(ana.page))).not.toContain('written on the train');

    await ben.context.setOffline(false);
    await liveStatus(ben.page).filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
    await agree(editorOf(ana.page), editorOf(ben.page), ['written on the train', ' meanwhile']);
  });

  it('(c) a save through the plain API appears in both open editors', async () => {
    const listed = await ana.page.request.get(`/api/projects/${projectId}/lyrics?limit=1`);
    const [current] = (await listed.json()) as { id: string; content: string; updatedAt: string }[];
    const saved = await ana.page.request.patch(`/api/lyrics/${current!.id}`, {
      headers: { Origin: ORIGIN() },
      data: {
        content: `${current!.content}<p>Sent by the API</p>`,
        baseUpdatedAt: current!.updatedAt,
      },
    });
    expect(saved.status()).toBe(200);
    await agree(editorOf(ana.page), editorOf(ben.page), ['Sent by the API', 'Ben begins here']);
  });

  it('(e) a viewer reads live but cannot write', async () => {
    const { page } = vic;
    await page.goto(`/projects/${projectId}?tab=lyrics`);
    const editor = editorOf(page);
    await editor.getByText('First line').waitFor({ timeout: 20_000 });
    await expect(editor.getAttribute('contenteditable')).resolves.toBe('false');
    await page.getByText('View only', { exact: true }).waitFor();
    expect(await page.getByRole('toolbar', { name: 'Formatting' }).count()).toBe(0);
    await editor.click();
    await page.keyboard.type('not mine to write');
    expect(await editor.getByText('not mine to write').count()).toBe(0);

    await caretAtEnd(ana.page, editorOf(ana.page));
    await ana.page.keyboard.type(' for the viewer too');
    await editor.getByText('for the viewer too', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps edits of a tab closed while offline, and sends them when the lyrics are opened again', async () => {
    await ben.context.setOffline(true);
    await liveStatus(ben.page).filter({ hasText: 'Offline' }).waitFor();
    await caretAtEnd(ben.page, editorOf(ben.page));
    await ben.page.keyboard.press('Enter');
    await ben.page.keyboard.type('kept while the tab was closed');
    // y-indexeddb writes each update as it happens; give the write its moment before closing.
    await ben.page.waitForTimeout(500);
    await ben.page.close();
    await ben.context.setOffline(false);

    ben.page = await ben.context.newPage();
    await ben.page.goto(`/projects/${projectId}?tab=lyrics`);
    await liveStatus(ben.page).filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
    await agree(editorOf(ana.page), editorOf(ben.page), ['kept while the tab was closed']);
  });

  it('a writer removed while editing is shown out, and keeps their words to copy', async () => {
    await ben.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await caretAtEnd(ben.page, editorOf(ben.page));
    await ben.page.keyboard.type(' last words');
    await agree(editorOf(ana.page), editorOf(ben.page), ['last words']);

    const removed = await ana.page.request.delete(`/api/collaborations/${benMembership}`, {
      headers: { Origin: ORIGIN() },
    });
    expect(removed.status()).toBe(204);
    // Two things end together: the lyrics channel closes (4403: the editor says why, with the
    // words to copy) and the project page learns of the removal from its event stream; the page
    // then closes, and its message offers the words of the editors it closed.
    await ben.page.getByText('You no longer have access to “Summer Song”').waitFor();
    await ben.page.waitForURL('**/home');
    await ben.page.getByRole('button', { name: 'Copy my lyrics' }).click();
    await ben.page.getByText('Your lyrics are copied').waitFor();
    const copied = await ben.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Summer Song');
    expect(copied).toContain('last words');
    expect(await seriousViolations(ben.page)).toEqual([]);
  });
});

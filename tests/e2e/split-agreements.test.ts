import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfTextLines } from '../../src/server/test/pdf-text';
import { signUpFresh } from './support/accounts';
import { seriousViolations } from './support/axe';
import { downloadedBytes, openBrowser, type BrowserSession } from './support/browser';

/** Messages already read, so each wait finds only a newer one. */
const seen = new Set<string>();

/** Waits for the next unread message to `to` whose decoded text matches `pattern`. */
async function nextMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of (await readdir(dir)).sort()) {
      if (seen.has(name)) continue;
      const raw = await readFile(path.join(dir, name), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      if (raw.includes(`To: ${to}`) && pattern.test(text)) {
        seen.add(name);
        return text;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

/** The app path of the confirmation link in a message. */
const confirmPath = (text: string) => {
  const match = /\/splits\/confirm\/[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error('No confirmation link in the message');
  return match[0];
};

// Issue 26 items 5 and 7: a split sheet sent, answered by its parties from their e-mailed links
// (no account needed), declined by one, changed, sent again, confirmed by all, and its PDF read.
describe('split agreements: send, answer from e-mailed links, reset, lock, PDF', () => {
  let owner: BrowserSession;
  let parties: BrowserContext;
  let projectId = '';
  const tag = randomBytes(3).toString('hex');
  const people = ['Ana', 'Bo', 'Cy'].map((name) => ({
    name,
    email: `${name.toLowerCase()}-${tag}@parties.example`,
  }));
  const card = (page: Page) => page.getByRole('region', { name: 'Agreement' });

  /** A party opens their link in a browser with no session and answers. */
  async function answerFromMail(
    who: (typeof people)[number],
    decision: 'Confirm my share' | 'Decline',
    note?: string,
  ) {
    const link = confirmPath(await nextMail(who.email, /\/splits\/confirm\//));
    const page = await parties.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: /Master split of “Agreed Song”/ }).waitFor();
    // The whole sheet, names and shares, never the others' e-mails.
    for (const person of people)
      await page
        .getByRole('cell', { name: new RegExp(person.name) })
        .first()
        .waitFor();
    expect(await page.content()).not.toContain('@parties.example');
    if (who === people[0]) expect(await seriousViolations(page)).toEqual([]);
    if (note) await page.getByLabel('Note (optional)').fill(note);
    await page.getByRole('button', { name: decision }).click();
    await page
      .getByText(
        decision === 'Decline' ? 'You declined your share' : 'Thank you: you confirmed your share.',
      )
      .waitFor();
    // The link worked once.
    await page.reload();
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await page.close();
  }

  beforeAll(async () => {
    owner = await openBrowser();
    await signUpFresh(owner.page, { prefix: 'agree', artistName: 'Owner Band' });
    const res = await owner.page.request.post('/api/projects', { data: { title: 'Agreed Song' } });
    projectId = ((await res.json()) as { id: string }).id;
    for (const [i, person] of people.entries()) {
      const created = await owner.page.request.post(`/api/projects/${projectId}/splits`, {
        data: { ...person, percentage: [50, 30, 20][i], splitType: 'master' },
      });
      expect(created.status()).toBe(201);
    }
    // CSP bypassed only so the accessibility check can inject axe into the party's page.
    parties = await owner.browser.newContext({ baseURL: owner.baseURL, bypassCSP: true });
  });
  afterAll(async () => {
    await owner.close();
  });

  it('sends, takes two confirmations and a decline, resets on a change and is sent again', async () => {
    const { page } = owner;
    await page.goto(`/projects/${projectId}?tab=splits`);
    await card(page).getByText('Not sent for confirmation yet').waitFor();
    await card(page).getByRole('button', { name: 'Send for confirmation' }).click();
    await card(page).getByText('0/3 confirmed').waitFor();

    await answerFromMail(people[0]!, 'Confirm my share');
    await answerFromMail(people[1]!, 'Confirm my share');
    await answerFromMail(people[2]!, 'Decline', 'I wrote the bridge');

    await page.reload();
    await card(page).getByText('2/3 confirmed · 1 declined').waitFor();
    await card(page).getByText('Note: I wrote the bridge').waitFor();

    // A change to the sheet: every answer is forgotten and every party is told.
    await page.getByRole('button', { name: 'Edit split Cy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit split' });
    await dialog.getByLabel(/Description/).fill('Bridge and lyrics');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page).getByText('Not sent for confirmation yet').waitFor();
    for (const person of people) await nextMail(person.email, /was changed or reopened/);

    await card(page).getByRole('button', { name: 'Send for confirmation' }).click();
    await card(page).getByText('0/3 confirmed').waitFor();
  });

  it('locks the sheet once everyone confirmed, mails the PDF, and downloads it with its hash', async () => {
    const { page } = owner;
    for (const person of people) await answerFromMail(person, 'Confirm my share');
    await page.reload();
    await card(page).getByText('3/3 confirmed').waitFor();
    await card(page)
      .getByText(/this sheet is locked/)
      .waitFor();
    // Locked: no edits offered (the server would answer 409 splits.locked).
    expect(await page.getByRole('button', { name: 'Edit split Cy' }).count()).toBe(0);
    const done = await nextMail(people[0]!.email, /Every party confirmed/);
    expect(done).toContain('application/pdf');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page).getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('agreed-song-master-split-sheet.pdf');
    const bytes = await downloadedBytes(download);
    const lines = await pdfTextLines(new Uint8Array(bytes));
    expect(lines).toContain('Master recording split sheet');
    expect(lines).toContain('Status: Confirmed by every party (3/3)');
    for (const line of ['Ana: 50%', 'Bo: 30%', 'Cy: 20%', 'Bridge and lyrics']) {
      expect(lines).toContain(line);
    }
    expect(
      lines.filter((line) => line.startsWith('Confirmed ') && line.endsWith(' UTC')),
    ).toHaveLength(3);
    expect(lines.some((line) => /^[0-9a-f]{64}$/.test(line))).toBe(true);
    expect(done).toContain(lines.find((line) => /^[0-9a-f]{64}$/.test(line))!);
  });
});

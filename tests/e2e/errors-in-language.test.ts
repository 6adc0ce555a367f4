import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFresh } from './support/accounts';
import { openBrowser, type BrowserSession } from './support/browser';

/** A request the page's cookie jar sends as the page would (same Origin). */
const send = (s: BrowserSession, method: 'post' | 'patch', url: string, data: object) =>
  s.page.request[method](url, { headers: { Origin: s.baseURL }, data });

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Añadir un reparto' });

// Issue 14 item 8: a server refusal reaches the person in their own language, not in English.
describe('server refusals in the person’s language', () => {
  let s: BrowserSession;
  let projectId = '';

  beforeAll(async () => {
    s = await openBrowser();
    await signUpFresh(s.page, { prefix: 'spanish', artistName: 'Lola Ruiz' });
    const language = await send(s, 'patch', '/api/settings', { language: 'es' });
    expect(language.status()).toBe(200);
    const project = await send(s, 'post', '/api/projects', { title: 'Canción' });
    expect(project.status()).toBe(201);
    projectId = ((await project.json()) as { id: string }).id;
    const first = await send(s, 'post', `/api/projects/${projectId}/splits`, {
      name: 'Ada',
      percentage: 60,
      splitType: 'master',
    });
    expect(first.status()).toBe(201);
  });
  afterAll(async () => {
    await s.close();
  });

  it('a Spanish user sees the splits-over-100 refusal in Spanish', async () => {
    const { page } = s;
    await page.goto(`/projects/${projectId}?tab=splits`);
    await page.getByRole('list', { name: 'Repartos del máster' }).getByText('Ada').waitFor();

    await page.getByRole('button', { name: 'Añadir reparto' }).first().click();
    const dialog = addDialog(page);
    await dialog.getByLabel('Nombre').fill('Bo');
    await dialog.getByLabel('Porcentaje (%)').fill('50');
    const [refusal] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/splits') && res.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Añadir reparto' }).click(),
    ]);
    // The server still answers in English, with the code the page translates.
    expect(refusal.status()).toBe(400);
    expect(await refusal.json()).toMatchObject({
      message: 'Splits total 110% - Over 10%',
      code: 'splits.over100',
      params: { total: '110', over: '10' },
    });

    // The field at fault says it in Spanish, and nothing on the form says it in English.
    await dialog.getByText('Los repartos suman 110% - Sobran 10%').waitFor();
    await expect(dialog.getByLabel('Porcentaje (%)').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    expect(await dialog.textContent()).not.toContain('Splits total');
  });
});

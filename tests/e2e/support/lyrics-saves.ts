import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A save goes through the server's sanitizer; the first one on a busy machine can be slow. */
const SAVE_TIMEOUT_MS = 30_000;

/** Resolves with the next lyrics save (POST or PATCH) whose body contains `fragment`. */
export function nextSaveContaining(page: Page, fragment: string) {
  return page.waitForResponse(
    (response) =>
      /\/api\/(projects\/[^/]+\/lyrics|lyrics\/)/.test(response.url()) &&
      ['POST', 'PATCH'].includes(response.request().method()) &&
      (response.request().postData() ?? '').includes(fragment),
    { timeout: SAVE_TIMEOUT_MS },
  );
}

/** The project's lyrics document as the server stores it. */
export async function storedContent(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}/lyrics?limit=1`);
  expect(res.status()).toBe(200);
  const [newest] = (await res.json()) as { content: string }[];
  return newest?.content ?? '';
}

/** Types at the very end of an editor's words, the way a writer adds to them. */
export async function typeAtEnd(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

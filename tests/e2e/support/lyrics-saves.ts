import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A save goes through the server's sanitizer; the first one on a busy machine can be slow. */
const SAVE_TIMEOUT_MS = 30_000;

/** Resolves with the next lyrics save (POST or PATCH) whose body contains `fragment` (first lyrics, the plain API). */
export function nextSaveContaining(page: Page, fragment: string) {
  return page.waitForResponse(
    (response) =>
      /\/api\/(projects\/[^/]+\/lyrics|lyrics\/)/.test(response.url()) &&
      ['POST', 'PATCH'].includes(response.request().method()) &&
      (response.request().postData() ?? '').includes(fragment),
    { timeout: SAVE_TIMEOUT_MS },
  );
}

/** Waits until the lyrics editor in `scope` is live (connected and in sync with the server). */
export function whenLive(scope: Page | Locator) {
  return scope
    .locator('[data-testid="save-status"][data-status="connected"]')
    .first()
    .waitFor({ timeout: SAVE_TIMEOUT_MS });
}

/**
 * Waits until the stored lyrics (rendered by the server from the live document within a few
 * seconds of an edit) match: what every other reader of the lyrics gets.
 */
export async function storedMatches(page: Page, projectId: string, expected: string | RegExp) {
  await expect
    .poll(() => storedContent(page, projectId), { timeout: SAVE_TIMEOUT_MS })
    .toMatch(expected);
}

/** The project's lyrics document as the server stores it. */
export async function storedContent(page: Page, projectId: string): Promise<string> {
  const res = await page.request.get(`/api/projects/${projectId}/lyrics?limit=1`);
  expect(res.status()).toBe(200);
  const [newest] = (await res.json()) as { content: string }[];
  return newest?.content ?? '';
}

/**
 * Puts the caret after the editor's last character and checks that it is still there a moment
 * later (a co-writer's words arriving meanwhile move the end): a journey must not type its words
 * anywhere else. Co-writers' name tags at their carets are not words.
 */
export async function caretAtEnd(page: Page, editor: Locator) {
  await expect
    .poll(
      async () => {
        await editor.click();
        await page.keyboard.press('Control+End');
        await page.waitForTimeout(250);
        return editor.evaluate((element) => {
          const selection = element.ownerDocument.getSelection();
          const at = selection?.focusNode;
          if (!selection?.isCollapsed || !at || !element.contains(at)) return false;
          const after = element.ownerDocument.createRange();
          after.selectNodeContents(element);
          after.setStart(at, selection.focusOffset);
          // Co-writers' carets carry their names: those are not words after this caret.
          const rest = after.cloneContents();
          for (const caret of rest.querySelectorAll('.lyrics-presence-caret')) caret.remove();
          return (rest.textContent ?? '') === '';
        });
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Types at the very end of an editor's words, the way a writer adds to them. */
export async function typeAtEnd(page: Page, editor: Locator, text: string) {
  await caretAtEnd(page, editor);
  await page.keyboard.type(text);
}

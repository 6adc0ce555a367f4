import type { Page } from 'playwright-core';

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

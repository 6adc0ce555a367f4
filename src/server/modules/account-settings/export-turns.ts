import { clientGone, createOwnerSlots, type ReleaseSlot } from '../../lib/owner-slots.js';

/**
 * One "Download My Data" at a time per account; a second waits its turn. The export streams
 * every song, comment and audio file of the account: a few at once of a 100,000-song account
 * (a double click, a script) would each read the whole catalogue side by side, for nobody's
 * benefit. Waiting (not refusing) keeps a second click's download: it starts when the first ends.
 */
const exportSlots = createOwnerSlots(1);

/** Exports running and waiting for `accountId` (for tests). */
export const exportUsage = (accountId: string) => exportSlots.usage(accountId);

/**
 * Takes the account's export turn for the answer of `response`, given back when that answer
 * ends or its client leaves. Resolves null when the client left while waiting.
 */
export async function takeExportTurn(
  accountId: string,
  response: Parameters<typeof clientGone>[0],
): Promise<ReleaseSlot | null> {
  const gone = clientGone(response);
  const release = await exportSlots.acquire(accountId, gone);
  if (!release) return null;
  if (gone.aborted) {
    release();
    return null;
  }
  gone.addEventListener('abort', release, { once: true });
  return release;
}

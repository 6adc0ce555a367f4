/** The browser abilities sharing needs, passed in so the choice can be tested. */
export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Native share sheet when the browser has one, else the address onto the clipboard (part 1 §2). */
export async function shareApp(
  env: ShareEnvironment,
  data: ShareData & { url: string },
): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!env.writeText) return 'failed';
  try {
    await env.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/*
 * Issue 25 item 2: a create is sent once per user action. A user action gets one
 * Idempotency-Key (decision 020) when it starts; every retry of that action sends the same key,
 * so the server answers a repeat with the first answer instead of creating again. The same
 * action started again while it still runs (a double click, Enter pressed twice) is not a new
 * action: it gets the running one's answer and sends nothing.
 */

/** A fresh key for one user action: 32 random hex digits. */
export function newIdempotencyKey(): string {
  // Not crypto.randomUUID: browsers offer it only on https or localhost, and an instance may
  // be reached over plain http on a home network. getRandomValues is there everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What makes two starts "the same action": the same variables, compared as the JSON sent. */
function actionSignature(variables: unknown): string {
  return JSON.stringify(variables) ?? 'undefined';
}

interface RunningAction {
  key: string;
  answer: Promise<unknown>;
}

/** The actions of one create (one mutation hook) that are running, each with its key. */
export interface CreateActions<TVariables> {
  /**
   * Starts the action `run` sends, with a new key, unless the same action (the same variables)
   * is running: then its answer is returned and `run` is not called.
   */
  start<TData>(variables: TVariables, run: () => Promise<TData>): Promise<TData>;
  /** The key of the running action with these variables (a fresh one if none runs). */
  keyOf(variables: TVariables): string;
}

export function createActions<TVariables>(makeKey = newIdempotencyKey): CreateActions<TVariables> {
  const running = new Map<string, RunningAction>();
  return {
    start<TData>(variables: TVariables, run: () => Promise<TData>): Promise<TData> {
      const signature = actionSignature(variables);
      const same = running.get(signature);
      if (same) return same.answer as Promise<TData>;
      // The key is in place before `run` starts: run's attempts read it through keyOf.
      const action: RunningAction = { key: makeKey(), answer: Promise.resolve() };
      running.set(signature, action);
      const answer = (async () => {
        try {
          return await run();
        } finally {
          running.delete(signature);
        }
      })();
      action.answer = answer;
      return answer;
    },
    keyOf(variables: TVariables): string {
      return running.get(actionSignature(variables))?.key ?? makeKey();
    },
  };
}

/** How often a create whose answer was lost on the way (a network failure) is sent again. */
export const LOST_ANSWER_RETRIES = 1;

/**
 * A create's retry rule: only a request whose answer never arrived (fetch's TypeError) is sent
 * again, with its key, so the server answers it with what it kept if the first one did arrive.
 * A refusal (an ApiError) is an answer, not something to ask again.
 */
export function retryLostAnswer(failureCount: number, error: unknown): boolean {
  return error instanceof TypeError && failureCount < LOST_ANSWER_RETRIES;
}

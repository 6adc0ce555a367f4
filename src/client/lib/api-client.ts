import { IDEMPOTENCY_KEY_HEADER } from '../../shared/constants';
import { apiErrorText, fieldErrorText } from './api-error-text';

/** Thrown for any non-2xx reply: message is "{status}: {body text}" (spec part 1 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The body as our JSON error (DESIGN §3), or an empty object when it is not one. */
  private get parsed(): {
    message?: unknown;
    code?: unknown;
    params?: unknown;
    fieldErrors?: unknown;
    details?: unknown;
  } {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed !== null && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {}; // not JSON
    }
  }

  /** The server's `message` field when the body is our JSON error, else the raw text. */
  get serverMessage(): string {
    const { message } = this.parsed;
    return typeof message === 'string' ? message : this.body;
  }

  /** The error's stable `area.reason` code, when the server sent one. */
  get code(): string | undefined {
    const { code } = this.parsed;
    return typeof code === 'string' ? code : undefined;
  }

  /** The variable parts of the message (a file name, a size), by the names its text uses. */
  get params(): Record<string, string> | undefined {
    const { params } = this.parsed;
    return params !== null && typeof params === 'object'
      ? (params as Record<string, string>)
      : undefined;
  }

  /** What the refusal is about (`details`: e.g. the refused ids, the stored version). */
  get details(): Record<string, unknown> | undefined {
    const { details } = this.parsed;
    return details !== null && typeof details === 'object'
      ? (details as Record<string, unknown>)
      : undefined;
  }

  /** The message to show: the code's text in the person's language, else `serverMessage`. */
  get shownMessage(): string {
    return apiErrorText(this.code, this.params, this.serverMessage);
  }

  /** One message per field, each in the person's language when it is one the app knows. */
  get fieldErrors(): Record<string, string> {
    const { fieldErrors } = this.parsed;
    if (fieldErrors === null || typeof fieldErrors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fieldErrors as Record<string, string>).map(([field, message]) => [
        field,
        typeof message === 'string' ? fieldErrorText(message) : message,
      ]),
    );
  }
}

/**
 * The message to show a person for any thrown value: a server refusal in their language (its
 * code's translation, else the server's message), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.shownMessage || fallback;
  return fallback;
}

/** What a request may carry besides its body. */
export interface RequestOptions {
  /**
   * The user action's key (`lib/create-once.ts` makes one per action): the server answers a
   * repeat of the same key with the first answer instead of creating again (decision 020).
   */
  idempotencyKey?: string;
}

/** How often a create asks again while the server still runs the same key's first request. */
export const IN_PROGRESS_RETRIES = 5;
/** The longest wait between those (a Retry-After above it is not honoured in full). */
const IN_PROGRESS_MAX_WAIT_MS = 10_000;

/** The wait a 409 idempotency.inProgress asks for (Retry-After, in seconds; 1 s unless told). */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
  return Math.min(ms, IN_PROGRESS_MAX_WAIT_MS);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch with credentials; JSON body only when a payload exists; a non-2xx reply throws ApiError.
 * With an idempotency key, a 409 `idempotency.inProgress` (the same action's first request is
 * still running) is asked again with the same key after its Retry-After, a few times, so the
 * person sees the one answer rather than a refusal.
 */
export async function apiFetch(
  method: string,
  url: string,
  payload?: unknown,
  { idempotencyKey }: RequestOptions = {},
): Promise<Response> {
  const isForm = payload instanceof FormData;
  const headers: Record<string, string> = {};
  if (payload !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const body = payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload);
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { method, credentials: 'include', headers, body });
    if (response.ok) return response;
    const text = await response.text();
    const error = new ApiError(response.status, text || response.statusText);
    const inProgress = response.status === 409 && error.code === 'idempotency.inProgress';
    if (!inProgress || idempotencyKey === undefined || attempt >= IN_PROGRESS_RETRIES) {
      throw error;
    }
    await wait(retryAfterMs(response));
  }
}

/** apiFetch with the JSON response read (undefined for an empty or 204 answer). */
export async function apiRequest<T>(
  method: string,
  url: string,
  payload?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiFetch(method, url, payload, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

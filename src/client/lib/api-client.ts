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

/** fetch with credentials; JSON body only when a payload exists; a non-2xx reply throws ApiError. */
export async function apiFetch(method: string, url: string, payload?: unknown): Promise<Response> {
  const isForm = payload instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: payload !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: payload === undefined ? undefined : isForm ? payload : JSON.stringify(payload),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

/** apiFetch with the JSON response read (undefined for an empty or 204 answer). */
export async function apiRequest<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await apiFetch(method, url, payload);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

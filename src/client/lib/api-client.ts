/** Thrown for any non-2xx reply: message is "{status}: {body text}" (spec part 1 §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's `message` field when the body is our JSON error, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body;
  }

  get fieldErrors(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    } catch {
      return {};
    }
  }
}

/** The message to show a person for any thrown value, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
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

import { HttpError } from '../../lib/http-errors.js';

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const badGateway = (message: string) => new HttpError(502, message);

/**
 * Sends one chat completion and returns the first choice's text. Every failure becomes a 502
 * whose message names what went wrong upstream — never the key, never the upstream body.
 */
export async function chatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.9 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw badGateway(
        `The AI service did not answer within ${settings.timeoutMs / 1000} seconds. Try again.`,
      );
    }
    throw badGateway('Could not reach the AI service. Check LLM_BASE_URL.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    const hint = response.status === 401 || response.status === 403 ? ' Check LLM_API_KEY.' : '';
    throw badGateway(`The AI service answered with an error (HTTP ${response.status}).${hint}`);
  }
  let content: unknown;
  try {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    content = body.choices?.[0]?.message?.content;
  } catch {
    throw badGateway('The AI service sent a reply that is not valid JSON.');
  }
  if (typeof content !== 'string') throw badGateway('The AI service sent no suggestion text.');
  return content;
}

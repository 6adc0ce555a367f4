import type { FastifyInstance } from 'fastify';
import {
  PROJECT_EVENT,
  projectEventSchema,
  type ProjectEvent,
} from '../../shared/schemas/project-events.js';

/** How long a test waits for an event it expects before failing. */
const EVENT_WAIT_MS = 5_000;

/** One tab's event stream, as the browser holds it, with the project events it received. */
export interface ProjectEventStream {
  /** Every project event received so far, in order, as parsed from the wire. */
  events: ProjectEvent[];
  /** Every `data:` line of project events as sent (to check that nothing else is in it). */
  raw: string[];
  /** Resolves with the first event (received already or later) that `match` accepts. */
  next(
    match: (event: ProjectEvent, index: number) => boolean,
    timeoutMs?: number,
  ): Promise<ProjectEvent>;
  close(): void;
}

/**
 * Opens GET /api/notifications/stream over real HTTP with `cookie` and collects its `project`
 * events. Resolves once the server has registered the stream (its first `retry:` line).
 */
export async function openProjectEventStream(
  baseUrl: string,
  cookie: string,
): Promise<ProjectEventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: ProjectEvent[] = [];
  const raw: string[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';

  const take = (block: string) => {
    const lines = block.split('\n');
    if (!lines.includes(`event: ${PROJECT_EVENT}`)) return;
    const data = lines.find((line) => line.startsWith('data: '))!.slice('data: '.length);
    raw.push(data);
    events.push(projectEventSchema.strict().parse(JSON.parse(data)));
    for (const wake of waiting) wake();
  };

  await reader.read(); // the retry line: the stream is registered
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    events,
    raw,
    next(match, timeoutMs = EVENT_WAIT_MS) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const check = () => void look();
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching project event within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!look()) waiting.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

/** Starts the app on a free local port (streams need real HTTP) and answers its base URL. */
export const listenLocally = (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

// The soak's HTTP client: every request is timed and counted (status, 5xx, connection
// failures), every wait is bounded, and cookie writes carry the server's own Origin as a
// browser's would (the same-origin rule in src/server/plugins/security.ts).
import { createHash } from 'node:crypto';
import { encodeWav } from '../../src/server/audio/wav-encoder.js';

const REQUEST_TIMEOUT_MS = 30_000;

/** What a scenario's requests did, for the table. */
export class Tally {
  latencies: number[] = [];
  statuses: Record<string, number> = {};
  /** Connection failures and time-outs (no answer at all). */
  failures = 0;
  started = performance.now();
  ended = 0;

  get requests() {
    return this.latencies.length;
  }
  get serverErrors() {
    return Object.entries(this.statuses)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, n]) => sum + n, 0);
  }
  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
      : 0;
  }
  perSecond(): number {
    const seconds = ((this.ended || performance.now()) - this.started) / 1000;
    return seconds > 0 ? this.requests / seconds : 0;
  }
}

export interface Answer {
  status: number;
  /** Parsed JSON when the answer is JSON, else undefined. */
  json: unknown;
  bytes: Buffer;
  headers: Headers;
}

export interface CallOptions {
  cookie?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A client of one server; `call` resolves with the answer, or null when none came. */
export function soakClient(base: string, tally: Tally) {
  return {
    base,
    async call(method: string, path: string, options: CallOptions = {}): Promise<Answer | null> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (method !== 'GET') headers.origin = base;
      let body: string | FormData | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) body = options.form;
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        tally.latencies.push(performance.now() - t0);
        tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
        const isJson = res.headers.get('content-type')?.includes('json');
        let json: unknown;
        if (isJson && bytes.length) json = JSON.parse(bytes.toString('utf8'));
        return { status: res.status, json, bytes, headers: res.headers };
      } catch {
        tally.latencies.push(performance.now() - t0);
        tally.failures += 1;
        return null;
      }
    },
  };
}
export type SoakClient = ReturnType<typeof soakClient>;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A short WAV whose samples depend on `seed`, so every upload's bytes (and hash) are its own.
 * 0.25 s at 16 kHz mono: about 8 KB, a "small file" the analysis worker reads in a blink.
 */
export function uniqueWav(seed: number, seconds = 0.25, sampleRate = 16_000): Buffer {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const pitch = 200 + (seed % 800);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] =
      0.5 * Math.sin((2 * Math.PI * pitch * i) / sampleRate) + ((seed * 7919 + i) % 13) / 1000;
  }
  return encodeWav(samples, sampleRate);
}

/** A multipart body with one audio file (field `audio`) and its title. */
export function audioForm(wav: Buffer, title: string): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `${title}.wav`);
  return form;
}

/** Polls `check` every `everyMs` until it holds or `timeoutMs` passes; returns whether it held. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

// Helpers for the audio route tests: real fixture files and multipart bodies for inject.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RESUMABLE_FOLDER } from '../storage/partial-files.js';

export { FIXTURES, fixture, type FixtureKind } from '../../../tests/fixtures/audio/fixtures.js';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body and its content-type header. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----trackroom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Names of the files in a folder (empty when the folder does not exist yet). */
export async function filesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((): string[] => []);
  // The resumable uploads' partial area is a folder the app makes at start-up: what counts is
  // what lies in it.
  if (!names.includes(RESUMABLE_FOLDER)) return names;
  const partials = await readdir(path.join(dir, RESUMABLE_FOLDER)).catch((): string[] => []);
  return [
    ...names.filter((name) => name !== RESUMABLE_FOLDER),
    ...partials.map((name) => `${RESUMABLE_FOLDER}/${name}`),
  ];
}

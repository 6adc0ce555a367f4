// Reads a ZIP back for the export tests (API and browser): the real unzip code, yauzl.
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** Every entry of the ZIP: its path (as stored) and its bytes. Fails on a malformed archive. */
export async function readZip(zipBytes: Buffer): Promise<Map<string, Buffer>> {
  // Lazy entries: nothing is emitted before the listeners below are attached. yauzl refuses
  // unsafe names itself (absolute paths, "..", backslashes).
  const zip = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          entries.set(entry.fileName, bytes);
          zip.readEntry();
        }, reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** An entry parsed as JSON (fails the test when it is missing). */
export function zipJson<T>(entries: Map<string, Buffer>, path: string): T {
  const bytes = entries.get(path);
  if (!bytes) throw new Error(`No ${path} in the ZIP (it has ${[...entries.keys()].join(', ')})`);
  return JSON.parse(bytes.toString('utf8')) as T;
}

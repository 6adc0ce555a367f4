// `npx tsx scripts/bench/lyrics-document.ts [--full]` (issue 26 item 2): how long a
// 100,000-character live lyrics document takes to open (a fresh tab, the document loaded from
// the database: its state and the updates since), and whether two writers typing one character
// per update keep the stored rows bounded (compaction). PGlite in a temporary folder, or
// PostgreSQL when DATABASE_URL is set. Prints one small table.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { lyricsDocUpdates } from '../../src/server/db/schema/index.js';
import { localStorage } from '../../src/server/storage/local-storage.js';
import { addMember, createProject, createUser } from '../../src/server/test/factories.js';
import { eventually, LiveLyricsClient } from '../../src/server/test/lyrics-live-client.js';

const full = process.argv.includes('--full');
/** Characters each writer types, one update each (an hour at 10 a second is 36,000). */
const TYPED_PER_WRITER = full ? 36_000 : 3_600;
const OPENS = 5;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-lyrics-bench-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
);
await database.migrate();
const app = await buildApp({
  config: { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: false },
  db: database.db,
  listen: database.listen,
  jobSql: database.jobSql,
  storage: localStorage(path.join(dataDir, 'uploads')),
  clientDir: path.join(dataDir, 'no-client'),
});
await app.ready();
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const owner = await createUser(app);
const cowriter = await createUser(app);
const project = await createProject(app, owner.profileId);
await addMember(app, project.id, cowriter, 'collaborator');

async function newLyrics(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/lyrics`,
    headers: { cookie: owner.cookie },
    payload: { title: 'Bench', content: '<p>start</p>' },
  });
  return res.json<{ id: string }>().id;
}
const connect = async (cookie: string, id: string) => {
  const client = LiveLyricsClient.connect(base, id, { cookie });
  await eventually(() => client.synced, 30_000);
  return client;
};
const storedRows = async (id: string) =>
  (
    await database.db
      .select({ n: count() })
      .from(lyricsDocUpdates)
      .where(eq(lyricsDocUpdates.lyricsId, id))
  )[0]!.n;
/** Opens the document in a fresh tab and times it until the tab holds the whole document. */
async function timedOpen(id: string): Promise<number> {
  const start = performance.now();
  const tab = await connect(owner.cookie, id);
  const ms = performance.now() - start;
  tab.close();
  return ms;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

// 1. A 100,000-character document (the cap), typed ten characters at a time, lines of 50.
const bigId = await newLyrics();
const writer = await connect(owner.cookie, bigId);
const offline = new Y.Doc();
Y.applyUpdate(offline, Y.encodeStateAsUpdate(writer.doc));
const body = offline.getXmlFragment('body');
for (let line = 0; line < 1_999; line++) {
  const paragraph = new Y.XmlElement('paragraph');
  const text = new Y.XmlText();
  paragraph.insert(0, [text]);
  body.insert(body.length, [paragraph]);
  for (let at = 0; at < 50; at += 10) text.insert(at, 'abcdefghij');
}
// Sent as one update, as a tab reconnecting after typing offline would (under the cap).
const typed = Y.encodeStateAsUpdate(offline, Y.encodeStateVector(writer.doc));
Y.applyUpdate(writer.doc, typed);
await eventually(async () => (await storedRows(bigId)) > 0, 60_000);
writer.close();
await settle();
const opens: number[] = [];
for (let i = 0; i < OPENS; i++) {
  opens.push(await timedOpen(bigId));
  await settle();
}

// 2. Two writers, one character per update, as fast as the server takes them.
const typedId = await newLyrics();
const a = await connect(owner.cookie, typedId);
const b = await connect(cowriter.cookie, typedId);
let maxRows = 0;
const typingStart = performance.now();
for (let i = 0; i < TYPED_PER_WRITER; i++) {
  a.type('a', 0);
  b.type('b', b.text().length);
  if (i % 500 === 0) {
    await eventually(() => a.text().length === b.text().length, 60_000);
    maxRows = Math.max(maxRows, await storedRows(typedId));
  }
}
const expected = 'start'.length + 2 * TYPED_PER_WRITER;
await eventually(() => a.text().length === expected && b.text().length === expected, 300_000);
const typingMs = performance.now() - typingStart;
await eventually(async () => {
  const rows = await storedRows(typedId);
  maxRows = Math.max(maxRows, rows);
  return rows > 0;
}, 10_000).catch(() => undefined);
a.close();
b.close();
await settle();
const typedOpen = await timedOpen(typedId);
const rowsAfter = await storedRows(typedId);

const sorted = [...opens].sort((x, y) => x - y);
console.log(`\nLive lyrics document (${database.kind}${full ? ', full hour' : ''})`);
console.log(
  `  open 100,000 characters: median ${sorted[Math.floor(OPENS / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (target < 1000 ms)`,
);
console.log(
  `  two writers, ${2 * TYPED_PER_WRITER} one-character updates: ${(typingMs / 1000).toFixed(1)} s ` +
    `(${((2 * TYPED_PER_WRITER) / (typingMs / 1000)).toFixed(0)} updates/s; 20/s needed), ` +
    `most stored update rows ${maxRows}, after the tabs left ${rowsAfter}`,
);
console.log(
  `  the 100,000-character document as one update: ${(typed.byteLength / 1024).toFixed(0)} KiB`,
);
console.log(`  open after the typing: ${typedOpen.toFixed(0)} ms`);

// The sockets of the tabs above belong to this process too: close everything, then leave
// (at most 10 s later, whatever is still open).
setTimeout(() => process.exit(0), 10_000).unref();
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);

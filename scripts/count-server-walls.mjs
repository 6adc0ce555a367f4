// Counts what the server's walls forbid (issue 24; docs/server.md "The walls"), so anyone can
// measure a branch: `node scripts/count-server-walls.mjs` (add `--list` to see each import).
// - internals: imports (static, re-export or import()) from one module's production file under
//   src/server/modules/<name>/ into a file of another module that is not its entry (index.ts);
//   tests are counted apart;
// - repositories: the part of those that lands on a *.repository.ts / *.sql.ts file;
// - folder loops: groups of server folders (each modules/<name>, each other top-level folder of
//   src/server, each top-level file) that import each other round in a circle. Tests and
//   src/server/test/ are left out: a test may import its whole app;
// - queries outside repositories: production files other than *.repository.ts, *.sql.ts and
//   src/server/db/ that import a value (not only types) from drizzle-orm, db/schema or
//   db/conditions (test support counted with the tests).
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport } from '../eslint/no-import-cycle.js';

const SERVER = path.resolve('src/server');
const MODULES = path.join(SERVER, 'modules');
const SOURCE = /\.(?:ts|mjs|js)$/;
const TEST = /\.test\.ts$/;
// Every relative specifier in an import, export … from, or import() (comments are rare enough).
const SPECIFIER = /(?:\bfrom|\bimport)[\s(]*['"](\.{1,2}\/[^'"]+)['"]/g;

function walk(dir, files = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The module a file belongs to (`audio`), or null outside src/server/modules. */
function moduleOf(file) {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
}

/** The folder a server file counts in for loops: modules/<name>, <top folder>, or the file. */
function folderOf(file) {
  const rel = path.relative(SERVER, file).split(path.sep);
  if (rel.length === 1) return rel[0];
  return rel[0] === 'modules' ? `modules/${rel[1]}` : rel[0];
}

const list = process.argv.includes('--list');
const files = walk(SERVER);
let internals = 0;
let repositories = 0;
let testInternals = 0;
const folders = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const from = moduleOf(file);
  const isTest = TEST.test(file) || file.startsWith(path.join(SERVER, 'test') + path.sep);
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const target = resolveImport(file, specifier);
    if (!target || !target.startsWith(SERVER + path.sep)) continue;
    const to = moduleOf(target);
    if (from && to && from !== to && !/^index\.ts$/.test(path.basename(target))) {
      if (isTest) testInternals++;
      else internals++;
      const isRepository = /\.(?:repository|sql)\.ts$/.test(target);
      if (isRepository && !isTest) repositories++;
      if (list) {
        const show = (f) => path.relative(process.cwd(), f);
        console.log(`${isRepository ? 'repo ' : 'inner'} ${show(file)} → ${show(target)}`);
      }
    }
    if (isTest) continue;
    const a = folderOf(file);
    const b = folderOf(target);
    if (a === b) continue;
    if (!folders.has(a)) folders.set(a, new Set());
    folders.get(a).add(b);
  }
}

// Folder loops: strongly connected groups of two or more folders (plain recursion: ~60 nodes).
const index = new Map();
const low = new Map();
const stack = [];
const loops = [];
let counter = 0;
function connect(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  for (const next of folders.get(node) ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) !== index.get(node)) return;
  const group = [];
  let member;
  do {
    member = stack.pop();
    group.push(member);
  } while (member !== node);
  if (group.length > 1) loops.push(group.sort());
}
for (const node of folders.keys()) if (!index.has(node)) connect(node);

console.log(`cross-module imports into internals: ${internals}`);
console.log(`cross-module imports into repositories: ${repositories}`);
console.log(`tests' imports into other modules' internals: ${testInternals}`);
console.log(`folder-level loops: ${loops.length}`);
for (const loop of loops) console.log(`  loop of ${loop.length}: ${loop.join(', ')}`);

// A value import (`import { eq } from 'drizzle-orm'`), not `import type { … }`.
const SQL_VALUE_IMPORT =
  /import \{[^}]*\} from '(?:drizzle-orm[^']*|[^']*db\/(?:schema|conditions)[^']*)'/;
const OUTSIDE_REPOSITORIES = (file) =>
  !/(?:\.test|-test-support|\.repository|\.sql)\.ts$/.test(file) &&
  !file.startsWith(path.join(SERVER, 'db') + path.sep) &&
  !file.startsWith(path.join(SERVER, 'test') + path.sep);
const queriesOutside = walk(SERVER)
  .filter(OUTSIDE_REPOSITORIES)
  .filter((file) => SQL_VALUE_IMPORT.test(fs.readFileSync(file, 'utf8')));
console.log(`files with queries outside repositories: ${queriesOutside.length}`);
for (const file of queriesOutside) console.log(`  ${path.relative(SERVER, file)}`);

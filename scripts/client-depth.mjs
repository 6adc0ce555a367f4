// The depth of the client's layering: the longest chain of folder-level dependencies among the
// client's zones (app, each feature, components/ui, components, hooks, lib, i18n), over the static
// import, re-export and `import()` statements of src/client (tests left out; the router's lazy
// pages are dependencies of app/ like any other). A feature that other features lean on adds a layer; moving its
// generic pieces down to components/, hooks/ or lib/ takes it away (docs/client.md).
// Run: npm run client-depth (node scripts/client-depth.mjs [--chain] [--edges])
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport } from '../eslint/no-import-cycle.js';

const CLIENT = path.resolve(import.meta.dirname, '..', 'src', 'client');
const SOURCE = /\.(?:ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
// Same head as the cycle rule's: `import … from '…'`, `export … from '…'`, bare `import '…'`.
const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^'"`;(]*['"](\.{1,2}\/[^'"]+)['"]/gm;
const LAZY_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The zone of a client file: 'app', 'features/<name>', 'components/ui', 'components', … */
function zoneOf(file) {
  const parts = path.relative(CLIENT, file).split(path.sep);
  if (parts[0] === 'features') return `features/${parts[1]}`;
  if (parts[0] === 'components' && parts[1] === 'ui') return 'components/ui';
  if (['app', 'components', 'hooks', 'lib', 'i18n'].includes(parts[0]) && parts.length > 1) {
    return parts[0];
  }
  return null; // main.tsx and files outside the client
}

function walk(dir, files = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

const edges = new Map();
for (const file of walk(CLIENT)) {
  const from = zoneOf(file);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  const text = fs.readFileSync(file, 'utf8');
  for (const match of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(LAZY_IMPORT)]) {
    const target = resolveImport(file, match[1]);
    const to = target && target.startsWith(CLIENT) ? zoneOf(target) : null;
    if (to && to !== from) edges.get(from).add(to);
  }
}

// Longest path, in zones, from each zone down (memoized depth-first; a cycle is an error).
const longest = new Map();
const visiting = new Set();
function chainFrom(zone) {
  if (longest.has(zone)) return longest.get(zone);
  if (visiting.has(zone)) throw new Error(`zone cycle through ${zone}`);
  visiting.add(zone);
  let best = [zone];
  for (const next of edges.get(zone) ?? []) {
    const chain = chainFrom(next);
    if (chain.length + 1 > best.length) best = [zone, ...chain];
  }
  visiting.delete(zone);
  longest.set(zone, best);
  return best;
}

let deepest = [];
for (const zone of edges.keys()) {
  const chain = chainFrom(zone);
  if (chain.length > deepest.length) deepest = chain;
}
console.log(`client layers: ${deepest.length}`);
if (process.argv.includes('--chain')) console.log(deepest.join(' → '));
if (process.argv.includes('--edges')) {
  for (const [from, tos] of [...edges].sort()) console.log(`${from} → ${[...tos].sort().join(', ')}`);
}

// Lint rule: no module may import, directly or through others, a module that imports it back
// (issue 15: features leaned on each other's internals in circles, audio ↔ player and the like).
// A cycle makes load order decide what is `undefined` at start-up and welds the modules of a
// cycle into one. The import graph of the repository's own files is read once per lint run
// (relative `import … from` / `export … from` / bare `import '…'`; dynamic `import()` is a lazy
// edge and does not count), its strongly connected components found once, and an import is
// reported when both ends sit in the same component. Written here instead of taking a plugin:
// the plugins that do this bring native resolver packages per platform into the lock file
// (decision 004).
// On the server, folders count too (issue 24): each module folder (src/server/modules/<name>)
// and each other top-level server folder or file is one unit, and an import from one unit into
// another that imports it back (directly or through other units) is a folder loop, reported
// even when no single file closes a circle: two modules that lean on each other are one module
// in two folders. Tests and src/server/test/ are left out of the folder graph (a test may
// import the whole app).
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'scripts', 'tests'];
const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
// One import or re-export with a relative source. Kept simple and linear: the statement's head
// never contains a quote or a parenthesis (so `export const x = () => import('./y')` is no edge).
const STATIC_IMPORT = /^[ \t]*(?:import|export)\b[^'"`;(]*['"](\.{1,2}\/[^'"]+)['"]/gm;

function walk(dir, files) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
}

/** The file a relative specifier names (`./x.js` may be `./x.ts`), or null. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const bases = base.endsWith('.js') ? [base.slice(0, -3), base] : [base];
  for (const stem of bases) {
    for (const suffix of CANDIDATE_SUFFIXES) {
      const candidate = stem + suffix;
      if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        return candidate;
      }
    }
  }
  return null;
}

/** Tarjan's strongly connected components, iteratively (no recursion depth limit). */
function components(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        for (const m of members) componentOf.set(m, members);
      }
    }
  }
  return componentOf;
}

const SERVER = path.join('src', 'server');
const TEST_FILE = /\.test\.tsx?$/;

/** The server unit a file counts in for folder loops (`modules/audio`, `plugins`, `app.ts`), or null. */
export function serverUnitOf(cwd, file) {
  const rel = path.relative(path.join(cwd, SERVER), file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || TEST_FILE.test(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'test' && parts.length > 1) return null;
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/** The server's units and which import which, with their components. */
function unitGraph(cwd, graph) {
  const units = new Map();
  for (const [file, targets] of graph) {
    const from = serverUnitOf(cwd, file);
    if (!from) continue;
    if (!units.has(from)) units.set(from, new Set());
    for (const target of targets) {
      const to = serverUnitOf(cwd, target);
      if (to && to !== from) units.get(from).add(to);
    }
  }
  const unitGraph = new Map([...units].map(([unit, targets]) => [unit, [...targets]]));
  return { units: unitGraph, unitComponentOf: components(unitGraph) };
}

let cached;
/** The repository's import graph and its components, read once per lint process. */
function importGraph(cwd) {
  if (cached?.cwd === cwd) return cached;
  const files = [];
  for (const root of ROOTS) walk(path.join(cwd, root), files);
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  cached = { cwd, graph, componentOf: components(graph), ...unitGraph(cwd, graph) };
  return cached;
}

/** The way back from `from` to `to` inside one component (for the message). */
function pathBack(graph, members, from, to) {
  const inside = new Set(members);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (inside.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const steps = [];
  for (let node = to; node; node = previous.get(node)) steps.unshift(node);
  return steps;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that lead back to the importing module' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{cycle}}',
      folderLoop:
        'Folder loop: {{loop}}. Two server folders may not lean on each other: move what both need below them (db/, lib/, sessions/) or into one of them, offered through its entry (docs/server.md)',
    },
  },
  create(context) {
    const file = context.filename;
    const { graph, componentOf, units, unitComponentOf } = importGraph(context.cwd);
    const members = componentOf.get(file);
    const unit = serverUnitOf(context.cwd, file);
    const unitMembers = unit ? unitComponentOf.get(unit) : undefined;
    const inCycle = members && members.length > 1;
    const inLoop = unitMembers && unitMembers.length > 1;
    if (!inCycle && !inLoop) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      if (inCycle && componentOf.get(target) === members) {
        const back = pathBack(graph, members, target, file);
        const cycle = [file, ...back].map((f) => path.relative(context.cwd, f)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { cycle } });
        return;
      }
      const targetUnit = serverUnitOf(context.cwd, target);
      if (inLoop && targetUnit !== unit && unitComponentOf.get(targetUnit) === unitMembers) {
        const loop = [unit, ...pathBack(units, unitMembers, targetUnit, unit)].join(' → ');
        context.report({ node, messageId: 'folderLoop', data: { loop } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

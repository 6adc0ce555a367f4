// Lint rule: the server's module walls (issue 24, item 1; docs/server.md "The walls"). A module
// (src/server/modules/<name>/) shows one public face, its entry index.ts: its routes plugin and
// what other modules may use. Any other server file (another module, routes.ts, app.ts, the
// scheduler) imports a module only through that entry, never a file inside it; a module's own
// files import each other directly, not through their own entry (which would close a loop). The
// layers below the modules (db/, lib/, storage/, audio/, jobs/, sessions/, plugins/) import no module:
// every route file imports plugins/auth, so a plugin that imported a module would tie all
// modules into one loop.
// Static imports, re-exports and `import()` are all checked. Tests and src/server/test/ are
// outside the rule (eslint.config.js): a test may look inside the module it proves.
import path from 'node:path';
import { resolveImport } from './no-import-cycle.js';

const SERVER = ['src', 'server'];
const BELOW_MODULES = ['db', 'lib', 'storage', 'audio', 'jobs', 'sessions', 'plugins'];
const ENTRY = /^index\.ts$/;

/** Where a server file sits: a module (name, inner path), a layer below the modules, or other. */
function placeOf(cwd, file) {
  const rel = path.relative(path.join(cwd, ...SERVER), file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) {
    return { place: 'module', name: parts[1], inner: parts.slice(2).join('/') };
  }
  if (BELOW_MODULES.includes(parts[0]) && parts.length > 1)
    return { place: 'below', name: parts[0] };
  return { place: 'other', name: parts.join('/') };
}

export const serverModules = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import a server module only through its entry (modules/<name>/index.ts)',
    },
    schema: [],
    messages: {
      internal:
        "{{from}} reaches into modules/{{to}}/{{inner}}: import it from the module's entry, modules/{{to}}/index.js (export it there if other modules may use it; a query two modules need lives in one repository, offered by that entry)",
      ownEntry:
        "modules/{{to}}/{{from}} imports its own module's entry: import modules/{{to}}'s files directly (the entry is for other modules, and going through it closes a loop)",
      below:
        '{{from}}/ sits below the modules and may not import modules/{{to}}: move what both need down into {{from}}/ (or another lower layer), or let the module hand it over',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const from = placeOf(cwd, file);
    if (!from) return {};

    const check = (node, source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      const to = placeOf(cwd, target);
      if (!to || to.place !== 'module') return;
      if (from.place === 'below') {
        context.report({ node, messageId: 'below', data: { from: from.name, to: to.name } });
        return;
      }
      if (from.place === 'module' && from.name === to.name) {
        if (ENTRY.test(to.inner) && !ENTRY.test(from.inner)) {
          context.report({ node, messageId: 'ownEntry', data: { from: from.inner, to: to.name } });
        }
        return;
      }
      if (ENTRY.test(to.inner)) return;
      const shown = from.place === 'module' ? `modules/${from.name}` : from.name;
      context.report({
        node,
        messageId: 'internal',
        data: { from: shown, to: to.name, inner: to.inner },
      });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

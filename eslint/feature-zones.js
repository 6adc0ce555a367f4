// Lint rule: the client's zones (issue 15, item 4; docs/client.md "The layers"). A feature folder
// (src/client/features/<name>/) imports only the shared layers (src/shared, and the client's
// components/, lib/, hooks/, i18n/), its own files, and another feature through that feature's
// public entry (`features/<other>` or `features/<other>/index`), never its internals. The shared
// layers import no feature and not the app shell. The app shell (app/) composes everything: its
// router loads pages lazily by their own path, so a feature's entry stays small and a page is not
// pulled into the first load by a shell import of the same entry.
// Static imports, re-exports and `import()` are all checked: a lazy import into another feature's
// internals is the same leak, only later.
import path from 'node:path';
import { resolveImport } from './no-import-cycle.js';

const CLIENT = ['src', 'client'];
const SHARED_LAYERS = ['components', 'lib', 'hooks', 'i18n'];
const ENTRY = /^index\.tsx?$/;

/** Where a file sits: a feature (name, inner path), a shared layer, the app shell, or null. */
function zoneOf(cwd, file) {
  const client = path.join(cwd, ...CLIENT);
  const rel = path.relative(client, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    const shared = path.relative(path.join(cwd, 'src', 'shared'), file);
    return shared.startsWith('..') || path.isAbsolute(shared) ? null : { zone: 'src/shared' };
  }
  const parts = rel.split(path.sep);
  if (parts[0] === 'features' && parts.length > 1) {
    return { zone: 'feature', name: parts[1], inner: parts.slice(2).join('/') };
  }
  if (SHARED_LAYERS.includes(parts[0]) && parts.length > 1) {
    return { zone: 'shared', name: parts[0] };
  }
  if (parts[0] === 'app') return { zone: 'app' };
  return { zone: 'client', name: parts.join('/') };
}

export const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: "Keep client features to the shared layers and each other's entries" },
    schema: [],
    messages: {
      internal:
        "features/{{from}} reaches into features/{{to}}/{{inner}}: import it from the feature's entry, features/{{to}} (add the export to features/{{to}}/index.ts if others may use it)",
      outside:
        "features/{{from}} may import src/shared, components/, lib/, hooks/, i18n/, its own files and other features' entries, not {{target}}",
      upward: '{{from}}/ sits below the features and the app shell: it may not import {{target}}',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const from = zoneOf(cwd, file);
    if (!from || (from.zone !== 'feature' && from.zone !== 'shared')) return {};

    const check = (node, source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      const to = zoneOf(cwd, target);
      if (!to || to.zone === 'src/shared') return;
      const shown = path.relative(cwd, target).split(path.sep).join('/');
      if (from.zone === 'shared') {
        if (to.zone === 'feature' || to.zone === 'app') {
          context.report({ node, messageId: 'upward', data: { from: from.name, target: shown } });
        }
        return;
      }
      if (to.zone === 'shared') return;
      if (to.zone === 'feature') {
        if (to.name === from.name || ENTRY.test(to.inner)) return;
        context.report({
          node,
          messageId: 'internal',
          data: { from: from.name, to: to.name, inner: to.inner },
        });
        return;
      }
      context.report({ node, messageId: 'outside', data: { from: from.name, target: shown } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

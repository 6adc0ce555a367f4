import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_NAMESPACES, LANDING_FORMS_NAMESPACES, PAGE_NAMESPACES } from './namespaces';

// Each list in namespaces.ts must equal what the code it loads for actually translates with:
// a missing namespace would make a component suspend after its page showed (a spinner flash),
// an extra one downloads wording nobody reads.

const client = path.join(import.meta.dirname, '..');
const known = new Set(
  readdirSync(path.join(client, 'i18n/locales/en')).map((file) => file.replace(/\.json$/, '')),
);

// `import x from './y'`, `import './y'`, `export { x } from './y'`; not `import type`, not
// `import('./y')` (a lazy chunk loads its own namespaces when it renders).
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\s(?!\s*type\b)(?:[^'"]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Namespaces one file translates with. */
function namespacesIn(code: string): string[] {
  const found: string[] = [];
  if (/useTranslation\(\s*\)/.test(code)) found.push('common');
  for (const match of code.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)) {
    for (const name of match[1]!.matchAll(/['"`]([\w-]+)['"`]/g)) found.push(name[1]!);
  }
  // i18n.t('key') outside React reads the default namespace, i18n.t('ns:key') the named one.
  for (const match of code.matchAll(/i18n\.t\(\s*['"`]([^'"`]+)/g)) {
    const parts = match[1]!.split(':');
    found.push(parts.length > 1 ? parts[0]! : 'common');
  }
  // t('ns:key') from a hook bound to another namespace.
  for (const match of code.matchAll(/['"`]([\w-]+):[\w$]/g)) found.push(match[1]!);
  return [...new Set(found.filter((name) => known.has(name)))];
}

/** Namespaces of `entry` and every source file it imports statically, transitively. */
function namespacesFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const name of namespacesIn(code)) found.add(name);
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target) walk(target);
    }
  };
  walk(entry);
  return [...found].sort();
}

/** The router's lazy pages: export name → module path, from `named(() => import('…'), 'X')`. */
function routerPages(): Map<string, string> {
  const router = path.join(client, 'app/router.tsx');
  const code = readFileSync(router, 'utf8');
  const pages = new Map<string, string>();
  for (const match of code.matchAll(/named\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)'/g)) {
    const file = resolveImport(router, match[1]!);
    if (file) pages.set(match[2]!, file);
  }
  return pages;
}

describe('translation namespaces loaded with each part of the client', () => {
  it('reads namespaces from hooks, bound keys and i18n.t', () => {
    const code = [
      "const { t } = useTranslation(['projects', 'common']);",
      "t('collaborations:welcome.title'); t(`shell:menu.${x}`);",
      "i18n.t('errors.unauthorizedTitle'); i18n.t('player:error.title');",
      "const time = '10:30'; useTranslation('not-a-namespace');",
    ].join('\n');
    expect(namespacesIn(code).sort()).toEqual([
      'collaborations',
      'common',
      'player',
      'projects',
      'shell',
    ]);
  });

  it('lists what the entry renders with before any page', () => {
    expect([...ENTRY_NAMESPACES].sort()).toEqual(namespacesFrom(path.join(client, 'main.tsx')));
  });

  const pages = routerPages();

  it('has a list for exactly the pages the router loads lazily', () => {
    expect(pages.size).toBeGreaterThan(0);
    expect([...pages.keys()].sort()).toEqual(Object.keys(PAGE_NAMESPACES).sort());
  });

  for (const form of ['sign-up-modal', 'enterprise-survey-modal']) {
    it(`lists what the landing page's ${form} renders with`, () => {
      const file = path.join(client, `features/landing/components/${form}.tsx`);
      expect([...LANDING_FORMS_NAMESPACES].sort()).toEqual(namespacesFrom(file));
    });
  }

  for (const [name, file] of pages) {
    it(`lists what ${name} renders with`, () => {
      const listed = PAGE_NAMESPACES[name as keyof typeof PAGE_NAMESPACES];
      expect([...listed].sort()).toEqual(namespacesFrom(file));
    });
  }
});

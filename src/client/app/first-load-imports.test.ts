import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The landing page's first load has a budget (≤ 150 kB gzip, issue 8; scripts/bench measures
// it). These libraries were moved out of it and are fetched on first use; a static import of
// one from the entry or the landing page would quietly bring it back.
const LOADED_ON_DEMAND = [/^zod$/, /^sonner$/, /^@radix-ui\//, /^@floating-ui\//];
// The player's engine, rules, play counting and media session come with the first play.
const PLAYER_ON_DEMAND = [
  'lib/player/player-runtime.tsx',
  'lib/player/player-engine.ts',
  'lib/player/player-rules.ts',
  'lib/player/play-counter.ts',
  'lib/player/use-media-session.ts',
  'lib/player/use-record-plays.ts',
];

const client = path.join(import.meta.dirname, '..');
// Static imports and re-exports, not `import type` and not `import('…')`.
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\s(?!\s*type\b)(?:[^'"]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Every file and package `entry` reaches through static imports of our own source. */
function staticGraph(entry: string) {
  const packages = new Map<string, string>();
  const files = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1]!;
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target) walk(target);
      } else if (!packages.has(spec)) {
        packages.set(spec, path.relative(client, file));
      }
    }
  };
  walk(entry);
  return { packages, files: [...files].map((file) => path.relative(client, file)) };
}

/** Every package `entry` reaches through static imports of our own source, with who imports it. */
const packagesFrom = (entry: string): Map<string, string> => staticGraph(entry).packages;

function onDemandIn(packages: Map<string, string>): string[] {
  return [...packages]
    .filter(([name]) => LOADED_ON_DEMAND.some((pattern) => pattern.test(name)))
    .map(([name, importer]) => `${name} (from ${importer})`);
}

describe('what the landing page loads first', () => {
  it('sees through re-exports and skips type-only imports', () => {
    const found = [
      "import type { z } from 'zod';",
      "export { toast } from 'sonner';",
      "import * as Dialog from '@radix-ui/react-dialog';",
    ]
      .join('\n')
      .matchAll(STATIC_IMPORT);
    expect([...found].map((match) => match[1])).toEqual(['sonner', '@radix-ui/react-dialog']);
  });

  it('the entry imports none of the libraries fetched on demand', () => {
    const packages = packagesFrom(path.join(client, 'main.tsx'));
    expect(packages.has('react-dom/client')).toBe(true); // the walk does reach the packages
    expect(onDemandIn(packages)).toEqual([]);
  });

  it('neither does the landing page', () => {
    const packages = packagesFrom(path.join(client, 'features/landing/landing-page.tsx'));
    expect(packages.has('react-i18next')).toBe(true);
    expect(onDemandIn(packages)).toEqual([]);
  });

  it("the player's engine is fetched on first use, not with the entry", () => {
    const { files } = staticGraph(path.join(client, 'main.tsx'));
    expect(files).toContain('lib/player/player-context.tsx'); // the provider and its API are
    expect(files.filter((file) => PLAYER_ON_DEMAND.some((name) => file.endsWith(name)))).toEqual(
      [],
    );
  });

  it("the landing page's demo sign-in (auth mutations) is fetched on first use", () => {
    const { files } = staticGraph(path.join(client, 'features/landing/landing-page.tsx'));
    expect(files).toContain('features/landing/hooks/use-try-demo-studio.ts');
    expect(files.filter((file) => file.startsWith('features/auth/'))).toEqual([]);
  });
});

// Client bundle sizes from the Vite build in dist/client (built first when missing): the
// landing page's initial JS, and each route chunk with what it imports statically, gzip'd.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENTRY_NAMESPACES, PAGE_NAMESPACES } from '../../src/client/i18n/namespaces.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT_DIR = path.join(ROOT, 'dist/client');

export interface ChunkSize {
  /** The chunk's name without its content hash, e.g. "landing-page". */
  name: string;
  file: string;
  gzipBytes: number;
  /** The chunk plus every chunk it imports statically that the entry does not already load. */
  withImportsGzipBytes: number;
}

export interface BundleSizes {
  built: boolean;
  entry: string;
  /** Entry chunk and its static imports: what index.html loads before any route. */
  entryGzipBytes: number;
  /** English translation chunks the landing's first paint waits for (entry's + landing's). */
  landingLocalesGzipBytes: number;
  /** The entry's JS, the landing page chunk with its own static imports, and those locales. */
  landingGzipBytes: number;
  /** Every translation chunk of one language (one chunk per namespace), the largest language. */
  languageGzipBytes: number;
  cssGzipBytes: number;
  routes: ChunkSize[];
}

// Rolldown's output: `import{a as b}from"./x.js"` (static), import(`./x.js`) (dynamic).
const STATIC_IMPORT =
  /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
// Vite names chunks "<name>-<hash>.js"; the hash is 8 characters of [A-Za-z0-9_-].
const chunkName = (file: string) => path.basename(file, '.js').replace(/-[\w-]{8}$/, '');
// vite.config.ts names translation chunks "locale-<lng>-<namespace>-<hash>.js".
const LOCALE_CHUNK = /^locale-([a-z]{2})-([\w-]+)$/;

/**
 * Builds dist/client when it is missing (a fresh checkout): the bundle sizes read it, and the
 * bench server serves it to Lighthouse. Answers whether it built.
 */
export async function ensureClientBuilt(
  log: (line: string) => void,
  purpose: string,
): Promise<boolean> {
  if (existsSync(path.join(CLIENT_DIR, 'index.html'))) return false;
  log(`dist/client is missing: running \`npm run build:client\` for ${purpose}…`);
  await promisify(execFile)(process.execPath, ['scripts/build-client.mjs', '--quiet'], {
    cwd: ROOT,
  });
  return true;
}

/** Reads dist/client (building it first when missing) and measures every JS chunk. */
export async function measureBundles(log: (line: string) => void): Promise<BundleSizes> {
  const built = await ensureClientBuilt(log, 'the bundle sizes');
  const assets = path.join(CLIENT_DIR, 'assets');
  const html = await readFile(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No module script in dist/client/index.html');
  const cssFiles = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]!);

  const cache = new Map<string, { code: string; gzip: number }>();
  const load = async (file: string) => {
    let chunk = cache.get(file);
    if (!chunk) {
      const code = await readFile(path.join(assets, file), 'utf8');
      chunk = { code, gzip: gzipSync(code).length };
      cache.set(file, chunk);
    }
    return chunk;
  };
  /** The file and every file it imports statically, transitively. */
  const closure = async (file: string, seen = new Set<string>()): Promise<Set<string>> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const { code } = await load(file);
    for (const match of code.matchAll(STATIC_IMPORT)) {
      await closure(path.posix.normalize(match[1]!), seen);
    }
    return seen;
  };
  const gzipOf = async (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) total += (await load(file)).gzip;
    return total;
  };

  const entryFiles = await closure(entry);
  const dynamic = new Set<string>();
  for (const file of entryFiles) {
    for (const match of (await load(file)).code.matchAll(DYNAMIC_IMPORT)) {
      dynamic.add(path.posix.normalize(match[1]!));
    }
  }
  const routes: ChunkSize[] = [];
  const locales: Array<{ lng: string; ns: string; file: string }> = [];
  for (const file of [...dynamic].sort()) {
    const locale = LOCALE_CHUNK.exec(chunkName(file));
    if (locale) {
      locales.push({ lng: locale[1]!, ns: locale[2]!, file });
      continue;
    }
    const own = [...(await closure(file))].filter((f) => !entryFiles.has(f));
    routes.push({
      name: chunkName(file),
      file,
      gzipBytes: (await load(file)).gzip,
      withImportsGzipBytes: await gzipOf(own),
    });
  }
  const landing = routes.find((route) => route.name === 'landing-page');
  const entryGzipBytes = await gzipOf(entryFiles);
  const firstPaint = new Set<string>([...ENTRY_NAMESPACES, ...PAGE_NAMESPACES.LandingPage]);
  const landingLocalesGzipBytes = await gzipOf(
    locales.filter((l) => l.lng === 'en' && firstPaint.has(l.ns)).map((l) => l.file),
  );
  let languageGzipBytes = 0;
  for (const lng of new Set(locales.map((l) => l.lng))) {
    const total = await gzipOf(locales.filter((l) => l.lng === lng).map((l) => l.file));
    languageGzipBytes = Math.max(languageGzipBytes, total);
  }
  let cssGzipBytes = 0;
  for (const css of cssFiles) {
    cssGzipBytes += gzipSync(await readFile(path.join(assets, css))).length;
  }
  return {
    built,
    entry,
    entryGzipBytes,
    landingLocalesGzipBytes,
    landingGzipBytes:
      entryGzipBytes + (landing?.withImportsGzipBytes ?? 0) + landingLocalesGzipBytes,
    languageGzipBytes,
    cssGzipBytes,
    routes: routes.sort((a, b) => b.withImportsGzipBytes - a.withImportsGzipBytes),
  };
}

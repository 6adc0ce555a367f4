// Optional (BENCH_LIGHTHOUSE=1): Lighthouse performance and accessibility of the landing page
// (signed out) and /home (the heavy user's dashboard), in Debian's Chromium, against the bench
// server. Lighthouse's default run: a mobile device with simulated throttling.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../src/server/test/free-port.js';
import { isSeedSizeName, SEED_SIZES } from '../seed/sizes.js';
import { printTargets, type TargetRow } from './audio-targets.js';
import { prepareBenchData } from './bench-data.js';
import { startBenchProcess } from './bench-process.js';
import { ensureClientBuilt } from './bundle-sizes.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 30 item 4: ≥ 90 on the landing page, ≥ 80 on a page a signed-in person opens. */
const DEFAULT_TARGET = { performance: 90, accessibility: 100 };

interface PageScores {
  performance: number | null;
  accessibility: number | null;
  warnings: string[];
}

export interface LighthousePage {
  name: string;
  path: string;
  cookie?: string;
  performanceTarget?: number;
}

/** The pages the bench scores: the landing page signed out, and /home as the heavy user. */
export const lighthousePages = (heavyCookie: string): LighthousePage[] => [
  { name: 'landing page', path: '/' },
  { name: 'home (heavy user)', path: '/home', cookie: heavyCookie, performanceTarget: 80 },
];

/** Runs Lighthouse on each page in one headless Chromium that Lighthouse drives over CDP. */
export async function benchLighthouse(base: string, pages: LighthousePage[]): Promise<TargetRow[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'trackroom-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: TargetRow[] = [];
  try {
    for (const page of pages) {
      const run = await lighthouse(`${base}${page.path}`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.cookie ? { cookie: page.cookie } : undefined,
      });
      const categories = run?.lhr.categories;
      const score = (id: string) => {
        const value = categories?.[id]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const scores: PageScores = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        warnings: run?.lhr.runWarnings ?? ['no result'],
      };
      const TARGET = {
        ...DEFAULT_TARGET,
        performance: page.performanceTarget ?? DEFAULT_TARGET.performance,
      };
      const pass =
        scores.performance !== null &&
        scores.accessibility !== null &&
        scores.performance >= TARGET.performance &&
        scores.accessibility >= TARGET.accessibility;
      const audits = run?.lhr.audits;
      const metric = (id: string) => audits?.[id]?.displayValue ?? '?';
      rows.push({
        measure: `Lighthouse ${page.name} (${page.path}): performance / accessibility`,
        value: `${scores.performance ?? '—'} / ${scores.accessibility ?? '—'}`,
        target: `≥ ${TARGET.performance} / ≥ ${TARGET.accessibility}`,
        pass,
        note: [
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}`,
          'mobile, simulated throttling',
          ...scores.warnings,
        ].join('; '),
      });
    }
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

/**
 * `npx tsx scripts/bench/lighthouse.ts [--size large]`: Lighthouse alone, on the bench's data
 * set (seeded or reused; PGlite, or DATABASE_URL) and its own bench server, the client built
 * first when dist/client is missing.
 */
async function runAlone(): Promise<number> {
  const { values } = parseArgs({ options: { size: { type: 'string', default: 'large' } } });
  if (!isSeedSizeName(values.size)) {
    console.error('Usage: npx tsx scripts/bench/lighthouse.ts [--size large]');
    return 2;
  }
  const log = (line: string) => console.log(line);
  await ensureClientBuilt(log, 'Lighthouse');
  const data = await prepareBenchData(SEED_SIZES[values.size], 0, log);
  const server = await startBenchProcess(data.env);
  try {
    printTargets(
      `Lighthouse (${values.size} data set, ${data.where})`,
      await benchLighthouse(server.base, lighthousePages(data.heavy.cookie)),
    );
  } finally {
    await server.stop();
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runAlone();
}

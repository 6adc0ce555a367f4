// Optional (BENCH_LIGHTHOUSE=1): Lighthouse performance and accessibility of the landing page
// (signed out) and /home (the heavy user's dashboard), in Debian's Chromium, against the bench
// server. Lighthouse's default run: a mobile device with simulated throttling.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { TargetRow } from './audio-targets.js';
import { freePort } from '../../src/server/test/free-port.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 30 item 4: ≥ 90 on the landing page, ≥ 80 on a page a signed-in person opens. */
const DEFAULT_TARGET = { performance: 90, accessibility: 100 };

interface PageScores {
  performance: number | null;
  accessibility: number | null;
  warnings: string[];
}

/** Runs Lighthouse on each page in one headless Chromium that Lighthouse drives over CDP. */
export async function benchLighthouse(
  base: string,
  pages: Array<{ name: string; path: string; cookie?: string; performanceTarget?: number }>,
): Promise<TargetRow[]> {
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

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (`.ci/run` installs it); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, with the network chatter this closed machine refuses turned off. */
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseURL: string;
  close(): Promise<void>;
}

/** A fresh browser and context pointed at the e2e server; `close()` it in afterAll. */
export interface BrowserOptions {
  /** Let a test inject a script (axe) into pages served under our CSP. */
  bypassCSP?: boolean;
  /** Chromium's fake microphone (a beep) with the permission prompt auto-accepted. */
  fakeMicrophone?: boolean;
}

/** Chromium's fake microphone and auto-accepted permission prompt, for browsers of their own. */
export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const baseURL = inject('baseURL');
  const args = [...ARGS, ...(options.fakeMicrophone ? FAKE_MICROPHONE_ARGS : [])];
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    baseURL,
    async close() {
      await browser.close();
    },
  };
}

/** Saves a screenshot under test-results/ (useful when a journey fails). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('test-results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

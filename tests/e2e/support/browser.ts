import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { ARGS, CHROMIUM, FAKE_MICROPHONE_ARGS } from './browser-launch';

export { ARGS, CHROMIUM, FAKE_MICROPHONE_ARGS } from './browser-launch';

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

/**
 * A connection to the Chromium the global set-up launched. Every context made through it is
 * as fresh as a new browser's (own cookies, storage and cache); `close()` closes those
 * contexts and disconnects, leaving the browser to the next journey.
 */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const baseURL = inject('baseURL');
  // The fake microphone is a launch flag: such a journey gets a Chromium of its own.
  const browser = options.fakeMicrophone
    ? await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [...ARGS, ...FAKE_MICROPHONE_ARGS],
      })
    : await connectBrowser();
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

/**
 * The bytes of a finished download. Read through a stream: a connected (not launched)
 * browser keeps its downloads to itself, so `download.path()` is not available.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Saves a screenshot under test-results/ (useful when a journey fails). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('test-results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

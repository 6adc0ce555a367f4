import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../src/server/test/free-port';
import { ARGS, CHROMIUM } from './browser-launch';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the e2e SMTP server writes each message it receives (one .eml file each). */
    mailDir: string;
    /** The one Chromium every journey connects to (a context of its own each: see browser.ts). */
    browserWSEndpoint: string;
  }
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/** An SMTP server on loopback that files every message it receives under `dir`. */
async function startMailCatcher(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${String(count).padStart(5, '0')}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts the real server (built client, PGlite, demo data, SMTP) and one Chromium once for all
 * browser journeys. Launching Chromium costs about 1.4 s of CPU and more on a busy machine;
 * journeys open a context (own cookies, storage, cache) in this one instead of a browser each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trackroom-e2e-'));
  const mailDir = path.join(dataDir, 'mail-received');
  await mkdir(mailDir);
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: mail.url,
      // Every journey signs up from 127.0.0.1: per-address limits (API-tested) would stop them.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stopServer = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  let browserServer: BrowserServer;
  try {
    // Generous: on CI the API tests on PostgreSQL start beside it (scripts/test.mjs).
    await waitForHealth(baseURL, child, 180_000);
    browserServer = await chromium.launchServer({
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
    });
  } catch (error) {
    // A server that never became healthy must not outlive the run.
    await stopServer();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('browserWSEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stopServer();
  };
}

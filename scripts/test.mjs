// `npm test`: every tier, every database. Unit tests; API tests on PGlite, then again on the
// PostgreSQL server in DATABASE_URL when one is set; browser journeys in Chromium against the
// built client. Ends with one line totalling every run: "N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'trackroom-test-report-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

// Vitest's default is one worker fewer than the cores: one worker on CI's two cores. API test
// files spend much of their time waiting on the database, a child process or the disk, so two
// workers there nearly halve the tier's time (each file has a database of its own).
const apiWorkers = Math.max(2, os.availableParallelism() - 1);

// A run of the browser journeys keeps about one of CI's two cores busy (one file at a time: a
// run's journeys share one server), so the API tests on PostgreSQL run beside them, one file at
// a time, in the core left over; alone they take two workers. Once those end, one run left
// the machine 30–50 % idle for its last 8 of 16 minutes (2026-12-01), so the journeys run as
// two halves side by side (`E2E_SHARDS`, Vitest's --shard), each with a server, mail catcher
// and Chromium of its own (tests/e2e/support/global-setup.ts).
const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const e2eRuns = Array.from({ length: e2eShards }, (_, index) => ({
  name: e2eShards > 1 ? `e2e (Chromium) ${index + 1}/${e2eShards}` : 'e2e (Chromium)',
  project: 'e2e',
  env: envWithoutDatabase,
  needsClient: true,
  ...(e2eShards > 1 ? { shard: `${index + 1}/${e2eShards}` } : {}),
}));
const stages = [
  [{ name: 'unit', project: 'unit', env: envWithoutDatabase }],
  [{ name: 'api (PGlite)', project: 'api', env: envWithoutDatabase, workers: apiWorkers }],
  [
    ...e2eRuns,
    ...(DATABASE_URL
      ? [
          {
            name: 'api (PostgreSQL)',
            project: 'api',
            env: { ...process.env, TEST_DATABASE: 'postgres' },
            workers: apiWorkers,
            workersBesideOthers: 1,
          },
        ]
      : []),
  ],
]
  .map((stage) => stage.filter((run) => only.length === 0 || only.includes(run.project)))
  .filter((stage) => stage.length > 0);

if (!DATABASE_URL && (only.length === 0 || only.includes('api'))) {
  console.log('DATABASE_URL is not set: API tests run on PGlite only.');
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const startedAll = performance.now();
let runIndex = 0;
for (const stage of stages) {
  // The client is built before a stage starts, so no tier of the stage waits on it.
  if (stage.some((run) => run.needsClient)) {
    console.log('\n=== client build (for the browser journeys) ===');
    const build = spawnSync(process.execPath, ['scripts/build-client.mjs', '--quiet'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      totals.failed += 1;
      lines.push('e2e (Chromium): client build failed');
      for (let index = stage.length - 1; index >= 0; index -= 1) {
        if (stage[index].needsClient) stage.splice(index, 1);
      }
    }
  }
  const besideOthers = stage.length > 1;
  if (besideOthers) {
    console.log(
      `\n=== ${stage.map((run) => run.name).join(' and ')}, side by side ===\n` +
        "(each tier's output follows when it ends)",
    );
  }
  const results = await Promise.all(stage.map((run) => runTier(run, runIndex++, besideOthers)));
  for (const [i, run] of stage.entries()) summarize(run, results[i]);
}

/** Runs one tier's Vitest; beside other tiers its output goes to a log printed when it ends. */
async function runTier(run, index, besideOthers) {
  const started = performance.now();
  const outputFile = path.join(reportDir, `run-${index}.json`);
  const workers = besideOthers ? (run.workersBesideOthers ?? run.workers) : run.workers;
  const args = [
    'vitest',
    'run',
    '--project',
    run.project,
    // Tiers on real servers and a real browser get one retry; a test that needed it is
    // named in the summary (below), so a flaky test is seen, never silently passed.
    ...(run.project === 'unit' ? [] : ['--retry=1']),
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    ...(run.shard ? [`--shard=${run.shard}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  const env = { ...run.env, FORCE_COLOR: '0' };
  // Every tier's output also goes to a log, so the summary can quote an error Vitest caught
  // outside any test (an unhandled rejection fails the run but names no test).
  const logFile = path.join(reportDir, `run-${index}.log`);
  const log = createWriteStream(logFile);
  if (!besideOthers) console.log(`\n=== ${run.name} ===`);
  const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    if (!besideOthers) stream.pipe(process.stdout, { end: false });
  }
  const status = await new Promise((resolve) => child.once('close', resolve));
  await new Promise((resolve) => log.end(resolve));
  if (besideOthers) {
    const workerText = workers ? `, ${workers} worker${workers === 1 ? '' : 's'}` : '';
    console.log(`\n=== ${run.name}${workerText} ===`);
    process.stdout.write(readFileSync(logFile));
  }
  return { status, outputFile, logFile, minutes: (performance.now() - started) / 60_000 };
}

/** Adds a tier's counts to the totals and names its failures and retried passes. */
function summarize(run, { status, outputFile, logFile, minutes }) {
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    totals.failed += 1;
    lines.push(`${run.name}: runner crashed (exit ${status})`);
    return;
  }
  const passed = report.numPassedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  const skipped = report.numPendingTests + report.numTodoTests;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${run.name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${minutes.toFixed(1)} min)`,
  );
  // CI keeps only the log's tail: name every failure, and every pass that took a retry, here
  // next to the totals.
  const namedFailures = (report.testResults ?? []).some((file) => file.status === 'failed');
  if (status !== 0 && !namedFailures) {
    lines.push(`  FAILED outside any test (exit ${status}): ${unhandledErrors(logFile)}`);
  }
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const tests = file.assertionResults ?? [];
    const failures = tests.filter((test) => test.status === 'failed');
    if (failures.length === 0 && file.status === 'failed') {
      lines.push(`  FAILED ${relative}: ${firstLine(file.message)}`);
    }
    for (const test of failures) {
      lines.push(
        `  FAILED ${relative} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    for (const test of tests) {
      if (test.status === 'passed' && test.failureMessages?.length > 0) {
        // Vitest prints nothing of a failure its retry then passed, and its report keeps the
        // error's message and stack but not its diff: the whole message, up to the stack.
        const why = messageBeforeStack(test.failureMessages[0]);
        lines.push(`  PASSED ON RETRY ${relative} > ${test.fullName}: ${why}`);
      }
    }
  }
}
/** The errors Vitest reports as unhandled, each with the file it came from, from a tier's log. */
function unhandledErrors(logFile) {
  // Vitest colours its output even when told not to; the colour codes are taken out first.
  const lines = stripVTControlCharacters(readFileSync(logFile, 'utf8')).split('\n');
  const start = lines.findIndex((line) => line.includes('Unhandled Error'));
  if (start === -1) return 'no unhandled error in the log; see the tier output above';
  const found = lines
    .slice(start + 1)
    .filter((line) => /^\s*(\w*Error\b|Unhandled|This error originated)/.test(line))
    .slice(0, 6);
  return found.map((line) => line.trim()).join(' | ');
}
/** A failure's message without its stack trace, on one line, at most 1,500 characters. */
function messageBeforeStack(text) {
  const lines = (text ?? '').split('\n');
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  const message = (stack === -1 ? lines : lines.slice(0, stack))
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  return message.length > 1500 ? `${message.slice(0, 1500)}…` : message;
}
function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300);
}

rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`(${((performance.now() - startedAll) / 60_000).toFixed(1)} min in all)`);
const skippedText = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skippedText}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);

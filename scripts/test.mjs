// `npm test`: every tier, every database. Unit tests; API tests on PGlite, then again on the
// PostgreSQL server in DATABASE_URL when one is set; browser journeys in Chromium against the
// built client. Ends with one line totalling every run: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { requireSupportedNode } from './node-runtime.mjs';

requireSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'trackroom-test-report-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit api`

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const runs = [
  { name: 'unit', project: 'unit', env: envWithoutDatabase },
  { name: 'api (PGlite)', project: 'api', env: envWithoutDatabase },
  ...(DATABASE_URL
    ? [
        {
          name: 'api (PostgreSQL)',
          project: 'api',
          env: { ...process.env, TEST_DATABASE: 'postgres' },
        },
      ]
    : []),
  { name: 'e2e (Chromium)', project: 'e2e', env: envWithoutDatabase, needsClient: true },
].filter((run) => only.length === 0 || only.includes(run.project));

if (!DATABASE_URL && (only.length === 0 || only.includes('api'))) {
  console.log('DATABASE_URL is not set: API tests run on PGlite only.');
}

// Vitest's default is one worker fewer than the cores: one worker on CI's two cores. API test
// files spend much of their time waiting on the database, a child process or the disk, so two
// workers there nearly halve the tier's time (each file has a database of its own).
const apiWorkers = Math.max(2, os.availableParallelism() - 1);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const [index, run] of runs.entries()) {
  console.log(`\n=== ${run.name} ===`);
  const started = performance.now();
  if (run.needsClient) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      totals.failed += 1;
      lines.push(`${run.name}: client build failed`);
      continue;
    }
  }
  const outputFile = path.join(reportDir, `run-${index}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      run.project,
      // Tiers on real servers and a real browser get one retry; a test that needed it is
      // named in the summary (below), so a flaky test is seen, never silently passed.
      ...(run.project === 'unit' ? [] : ['--retry=1']),
      ...(run.project === 'api' ? [`--maxWorkers=${apiWorkers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...run.env, FORCE_COLOR: '0' } },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    totals.failed += 1;
    lines.push(`${run.name}: runner crashed (exit ${result.status})`);
    continue;
  }
  const passed = report.numPassedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  const failed =
    report.numFailedTests + (result.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  const skipped = report.numPendingTests + report.numTodoTests;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  lines.push(
    `${run.name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${minutes} min)`,
  );
  // CI keeps only the log's tail: name every failure, and every pass that took a retry, here
  // next to the totals.
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
        const why = firstLine(test.failureMessages[0]);
        lines.push(`  PASSED ON RETRY ${relative} > ${test.fullName}: ${why}`);
      }
    }
  }
}
function firstLine(text) {
  return (text ?? '').split('\n')[0].slice(0, 300);
}

rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
const skippedText = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skippedText}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);

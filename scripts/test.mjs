#!/usr/bin/env node
// `npm test`: every test of the repository, ending with one line `N passed, N failed`.
//
//   1. builds the two web apps when their dist is missing or older than their sources
//      (the browser tests and the API's static serving need them);
//   2. runs Vitest (every project) with its normal output and a JSON report;
//   3. runs Playwright (when playwright.config.ts exists) the same way;
//   4. adds up both reports; exits non-zero if anything failed.
//
// Options (for .ci/run and for quick local runs):
//   --unit-only            only Vitest (no build, no Playwright)
//   --summary-file <path>  also write {"passed":N,"failed":N} there, and print the
//                          total as "summary: ..." so the caller prints the one final line
//   -- <args>              passed on to Vitest (e.g. `-- --project api`)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
const vitestArgs = dashDash === -1 ? [] : argv.slice(dashDash + 1);
const unitOnly = own.includes('--unit-only');
const summaryIndex = own.indexOf('--summary-file');
const summaryFile = summaryIndex === -1 ? null : own[summaryIndex + 1];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribuna-test-'));
const totals = { passed: 0, failed: 0 };
const notes = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Newest modification time under `entries` (files or folders), skipping node_modules. */
function newest(entries) {
  let latest = 0;
  const stack = [...entries];
  while (stack.length > 0) {
    const entry = stack.pop();
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      if (path.basename(entry) === 'node_modules' || path.basename(entry) === 'dist') continue;
      for (const name of fs.readdirSync(entry)) stack.push(path.join(entry, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

function staleApps() {
  const shared = newest([path.join(root, 'packages/contracts/src')]);
  return ['web', 'office'].filter((app) => {
    const dir = path.join(root, 'apps', app);
    if (!fs.existsSync(path.join(dir, 'package.json'))) return false;
    const built = newest([path.join(dir, 'dist/index.html')]);
    if (built === 0) return true;
    const sources = newest(
      ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((f) =>
        path.join(dir, f),
      ),
    );
    return Math.max(sources, shared) > built;
  });
}

async function build() {
  const stale = staleApps();
  if (stale.length === 0) {
    console.log('web apps: dist is up to date, not rebuilding');
    return true;
  }
  console.log(`web apps: building (${stale.join(', ')} missing or stale)`);
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) {
    notes.push('the web apps did not build');
    totals.failed += 1;
    return false;
  }
  return true;
}

async function vitest() {
  const report = path.join(tmp, 'vitest.json');
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...vitestArgs,
  ]);
  const json = readJson(report);
  let passed = 0;
  let failed = 0;
  if (json) {
    passed = json.numPassedTests ?? 0;
    failed = json.numFailedTests ?? 0;
    // A file that fails to load has no failed test, but it failed.
    for (const file of json.testResults ?? []) {
      const failures = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      const where = path.relative(root, file.name);
      // Named again at the end, where a long run's log is cut, so a flaky failure can be found.
      for (const t of failures) notes.push(`failed: ${where} › ${t.fullName}`);
      if (file.status === 'failed' && failures.length === 0) {
        notes.push(`failed to load: ${where}`);
        failed += 1;
      }
    }
  }
  if (code !== 0 && failed === 0) {
    notes.push(`vitest exited with ${code} without a failed test (see its output)`);
    failed += 1;
  }
  totals.passed += passed;
  totals.failed += failed;
  console.log(`vitest: ${passed} passed / ${failed} failed`);
}

async function playwright() {
  const config = ['playwright.config.ts', 'playwright.config.js', 'playwright.config.mjs'].find(
    (f) => fs.existsSync(path.join(root, f)),
  );
  if (!config) {
    notes.push('no playwright.config.ts: browser tests not run');
    return;
  }
  const report = path.join(tmp, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  const json = readJson(report);
  let passed = 0;
  let failed = 0;
  if (json?.stats) {
    passed = (json.stats.expected ?? 0) + (json.stats.flaky ?? 0);
    failed = json.stats.unexpected ?? 0;
    // Errors outside any test (config, global setup, web server) fail the run.
    if (failed === 0 && (json.errors ?? []).length > 0) failed = json.errors.length;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if ((spec.tests ?? []).some((t) => t.status === 'unexpected'))
          notes.push(`failed: ${spec.file ?? suite.file} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of json.suites ?? []) walk(suite);
  }
  if (code !== 0 && failed === 0) {
    notes.push(`playwright exited with ${code} without a failed test (see its output)`);
    failed += 1;
  }
  totals.passed += passed;
  totals.failed += failed;
  console.log(`playwright: ${passed} passed / ${failed} failed`);
}

const started = Date.now();
const built = unitOnly ? true : await build();
await vitest();
if (!unitOnly) {
  if (built) await playwright();
  else notes.push('browser tests not run: the web apps did not build');
}
fs.rmSync(tmp, { recursive: true, force: true });

for (const note of notes) console.log(`note: ${note}`);
console.log(`time: ${Math.round((Date.now() - started) / 1000)} s`);
if (summaryFile) {
  fs.writeFileSync(summaryFile, JSON.stringify(totals));
  console.log(`summary: ${totals.passed} passed / ${totals.failed} failed`);
} else {
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}
process.exit(totals.failed > 0 ? 1 : 0);

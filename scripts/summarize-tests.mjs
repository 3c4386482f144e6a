// Adds up every runner's results into one closing line: "N passed, N failed, N skipped".
// Check stages without a test report of their own (lint, types, build…) count as one test each.
import fs from 'node:fs';

const dir = 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
  } catch {
    return null;
  }
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = readJson(file);
  if (!report) continue;
  if (typeof report.numPassedTests === 'number') {
    // Vitest JSON reporter (Jest-compatible shape).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    lines.push(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests ?? 0} skipped`,
    );
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright JSON reporter: flaky tests passed on retry.
    const p = report.stats.expected + report.stats.flaky;
    passed += p;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    lines.push(`${file}: ${p} passed, ${report.stats.unexpected} failed, ${report.stats.skipped} skipped`);
  }
}

const stages = fs.existsSync(`${dir}/stages.txt`)
  ? fs.readFileSync(`${dir}/stages.txt`, 'utf8').trim().split('\n').filter(Boolean)
  : [];
// Stages whose runner writes its own report; their tests are counted from that report.
const reports = {
  'unit tests (vitest)': 'unit.json',
  'end-to-end tests (playwright)': 'e2e-results.json',
  "editors' preview tests (next dev)": 'dev-e2e.json',
  'firebase emulator tests': 'firebase.json',
  'account end-to-end tests (auth emulator)': 'e2e-account.json',
  'first-load bundles contain no Firebase': 'bundle.json',
};
let stageFailed = false;
for (const line of stages) {
  const [status, ...rest] = line.split(' ');
  const name = rest.join(' ');
  if (status === 'fail') stageFailed = true;
  const report = reports[name];
  // A runner that crashed before writing its report still counts as one failure.
  if (report && (status === 'pass' || fs.existsSync(`${dir}/${report}`))) continue;
  if (status === 'pass') passed += 1;
  else failed += 1;
  lines.push(`${name}: ${status === 'pass' ? 'passed' : 'FAILED'}`);
}

console.log('\n== summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || stageFailed ? 1 : 0);

// Adds up what the stages of scripts/test-all.sh ran into one closing line:
// "N passed, N failed, N skipped[, N not run]". Reads test-results/stages.txt, one line per stage
// (scripts/lib/stages.sh writes it): a stage with a report (vitest or Playwright JSON) counts the
// tests in that report; a check without one (lint, types, build…) counts as one test. Only the
// reports the stages name are read, so nothing counts that did not run in this run. A stage that
// was not run (something it needs did not pass) makes the run fail, as does a stage that failed
// while its report shows no failed test (a crash after the tests, a server that did not start).
// Each stage's line ends with the seconds it took, so the suite's time can be read stage by stage.
// Usage: node scripts/summarize-tests.mjs [test-results folder]
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
let notRun = 0;
const lines = [];

/** The counts of a vitest (Jest-shaped) or Playwright JSON report, or null if it is neither. */
function countsOf(file) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if (typeof report?.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  if (typeof report?.stats?.expected === 'number') {
    // Playwright: flaky tests passed on retry.
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected ?? 0,
      skipped: report.stats.skipped ?? 0,
    };
  }
  return null;
}

const stagesFile = path.join(dir, 'stages.txt');
const stages = fs.existsSync(stagesFile) ? fs.readFileSync(stagesFile, 'utf8').split('\n').filter(Boolean) : [];
if (stages.length === 0) {
  lines.push(`no stage ran (${stagesFile} is missing or empty)`);
  failed += 1;
}

let totalSeconds = 0;
for (const line of stages) {
  const [status, , report, label, detail, secondsText] = line.split('\t');
  const seconds = Number(secondsText) || 0;
  totalSeconds += seconds;
  const took = ` [${seconds} s]`;
  if (status === 'notrun') {
    notRun += 1;
    lines.push(`${label}: NOT RUN (${detail || 'a stage it needs did not pass'})${took}`);
    continue;
  }
  const counts = report ? countsOf(path.join(dir, report)) : null;
  if (!counts) {
    if (status === 'pass' && !report) {
      passed += 1;
      lines.push(`${label}: passed${took}`);
    } else {
      failed += 1;
      lines.push(
        `${label}: FAILED${report ? ` (no readable ${report}: its tests did not run or were not reported)` : ''}${took}`,
      );
    }
    continue;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  let note = '';
  if (status !== 'pass' && counts.failed === 0) {
    // The runner failed outside its tests: count it, or the run would read as green.
    failed += 1;
    note = ' (and the stage itself FAILED)';
  }
  lines.push(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${note}${took}`);
}
if (stages.length > 0) {
  // Stages that ran side by side overlap: the wall-clock time is what the caller measured.
  const wall = process.env.TEST_ALL_SECONDS ? Number(process.env.TEST_ALL_SECONDS) : NaN;
  lines.push(
    `all stages: ${(totalSeconds / 60).toFixed(1)} min of stage time` +
      (Number.isFinite(wall) ? `, ${(wall / 60).toFixed(1)} min from start to end` : ''),
  );
}

console.log('\n== summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${notRun ? `, ${notRun} not run` : ''}`);
process.exit(failed > 0 || notRun > 0 ? 1 : 0);

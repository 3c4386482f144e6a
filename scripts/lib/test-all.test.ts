/**
 * The test command itself (scripts/test-all.sh, its stage runner scripts/lib/stages.sh and the
 * summary, scripts/summarize-tests.mjs), run for real in a scratch copy where every command a
 * stage runs is a stub: `npx` and `npm` on PATH, and the stage scripts under scripts/. A stub
 * records its command line and fails when that line matches STUB_FAIL; the vitest and Playwright
 * stubs write a report as the real runners do. So each case runs in about a second and shows the
 * run going red for what it must: a failed build, a missing Java, a report left by an earlier run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** Passes its arguments through, records them, fails on STUB_FAIL, writes reports like the runners. */
const COMMAND_STUB = `#!/usr/bin/env bash
line="$(basename "$0") $*"
echo "$line" >>"$STUB_LOG"
for arg in "$@"; do
  case "$arg" in
    --outputFile=*)
      if [[ -n "\${STUB_FAIL:-}" && "$line" =~ $STUB_FAIL ]]; then failed=1; else failed=0; fi
      echo "{\\"numPassedTests\\": 3, \\"numFailedTests\\": $failed, \\"numPendingTests\\": 1}" >"\${arg#--outputFile=}" ;;
  esac
done
if [[ "$line" == *"playwright test"* ]]; then
  echo '{"stats": {"expected": 5, "unexpected": 0, "flaky": 1, "skipped": 0}}' >"\${E2E_REPORT:?}"
fi
if [[ -n "\${STUB_SLOW:-}" && "$line" =~ $STUB_SLOW ]]; then sleep 1; echo "done: $line" >>"$STUB_LOG"; fi
if [[ -n "\${STUB_FAIL:-}" && "$line" =~ $STUB_FAIL ]]; then exit 1; fi
exit 0
`;

/**
 * scripts/emulators.sh: \`--probe\` answers STUB_JAVA; \`--session DIR\` holds until DIR/stop exists
 * (failing after 10 s without one); otherwise runs the command, as the real one does, saying
 * whether it joined a session.
 */
const EMULATORS_STUB = `#!/usr/bin/env bash
if [[ "$1" == --probe ]]; then echo "\${STUB_JAVA:-wrapper /jvm/bin/java /sdk/cloud_firestore_emulator}"; exit 0; fi
if [[ "$1" == --session ]]; then
  echo "emulators.sh --session" >>"$STUB_LOG"
  for _ in $(seq 1 100); do
    if [[ -e "$2/stop" ]]; then echo "emulators stopped" >>"$STUB_LOG"; exit 0; fi
    sleep 0.1
  done
  echo "emulators never stopped" >>"$STUB_LOG"; exit 1
fi
echo "emulators.sh \${EMULATOR_SESSION:+in session }$1" >>"$STUB_LOG"
bash -c "$1"
`;

/** scripts/build-account-site.sh: replaces out-account/ like the real one, or fails on STUB_FAIL. */
const ACCOUNT_BUILD_STUB = `#!/usr/bin/env bash
cd "$(dirname "\${BASH_SOURCE[0]}")/.."
echo "build-account-site.sh" >>"$STUB_LOG"
rm -rf out-account
if [[ -n "\${STUB_SLOW:-}" && "build-account-site.sh" =~ $STUB_SLOW ]]; then sleep 1; echo "done: build-account-site.sh" >>"$STUB_LOG"; fi
if [[ -n "\${STUB_FAIL:-}" && "build-account-site.sh" =~ $STUB_FAIL ]]; then exit 1; fi
mkdir -p out-account && echo built >out-account/index.html
`;

/** scripts/firebase-tools.sh (installs the CLI on first use): records, then honours STUB_SLOW and STUB_FAIL. */
const FIREBASE_TOOLS_STUB = `#!/usr/bin/env bash
line="firebase-tools.sh $*"
echo "$line" >>"$STUB_LOG"
if [[ -n "\${STUB_SLOW:-}" && "$line" =~ $STUB_SLOW ]]; then sleep 1; echo "done: $line" >>"$STUB_LOG"; fi
if [[ -n "\${STUB_FAIL:-}" && "$line" =~ $STUB_FAIL ]]; then exit 1; fi
exit 0
`;

/** A stage script (test-dev-e2e.sh, test-firebase.sh) reduced to the runner call it makes. */
const runnerScript = (command: string) => `#!/usr/bin/env bash
cd "$(dirname "\${BASH_SOURCE[0]}")/.."
${command}
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch project with the real test command and stubbed everything else. */
function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-test-all-'));
  dirs.push(dir);
  for (const file of [
    'scripts/test-all.sh',
    'scripts/lib/stages.sh',
    'scripts/summarize-tests.mjs',
    'scripts/test-account-e2e.sh',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text, { mode: 0o755 });
  };
  write('bin/npx', COMMAND_STUB);
  write('bin/npm', COMMAND_STUB);
  write('scripts/emulators.sh', EMULATORS_STUB);
  write('scripts/build-account-site.sh', ACCOUNT_BUILD_STUB);
  write('scripts/check-html.sh', runnerScript('echo "check-html.sh $*" >>"$STUB_LOG"'));
  write('scripts/firebase-tools.sh', FIREBASE_TOOLS_STUB);
  write('scripts/test-dev-e2e.sh', runnerScript('npx playwright test --config playwright.dev.config.ts "$@"'));
  write(
    'scripts/test-firebase.sh',
    runnerScript(
      'bash scripts/emulators.sh "npx vitest run -c vitest.firebase.config.ts --reporter=json --outputFile=test-results/firebase.json"',
    ),
  );
  fs.mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}

interface Run {
  status: number | null;
  output: string;
  /** The commands the stubs saw, in order. */
  commands: string[];
  /** The summary's closing line. */
  last: string;
}

function runTestAll(dir: string, env: Record<string, string> = {}): Run {
  const log = path.join(dir, 'stub.log');
  fs.writeFileSync(log, '');
  const result = spawnSync('bash', ['scripts/test-all.sh'], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
      STUB_LOG: log,
      STUB_FAIL: '',
      STUB_SLOW: '',
      ...env,
    },
  });
  const output = `${result.stdout}${result.stderr}`;
  const lines = result.stdout.trim().split('\n');
  return {
    status: result.status,
    output,
    commands: fs.readFileSync(log, 'utf8').trim().split('\n').filter(Boolean),
    last: lines[lines.length - 1] ?? '',
  };
}

const indexOf = (commands: string[], part: string) => commands.findIndex((command) => command.includes(part));

describe('the test command (scripts/test-all.sh) with stubbed stages', { timeout: 30_000 }, () => {
  it('is green when every stage passes, and counts each test once', () => {
    const run = runTestAll(scratchProject());
    expect(run.status, run.output).toBe(0);
    // Checks without a report count one each (Firebase CLI, lint, types, format, content, build,
    // export check, valid HTML, account build, emulators: 10); vitest reports 3 passed + 1 skipped
    // (unit, firebase, builds); Playwright 5 + 1 flaky (e2e, editors' preview, account e2e).
    expect(run.last).toBe(`${10 + 3 * 3 + 3 * 6} passed, 0 failed, 3 skipped`);
    // Every stage's line says how long it took, and the summary adds them up.
    expect(run.output).toMatch(/lint \(eslint\): passed \[\d+ s\]/);
    expect(run.output).toMatch(/end-to-end tests \(playwright\): 6 passed, 0 failed, 0 skipped \[\d+ s\]/);
    expect(run.output).toMatch(/all stages: \d+\.\d min of stage time, \d+\.\d min from start to end/);
  });

  it('checks the built exports once, after both builds', () => {
    const { commands } = runTestAll(scratchProject());
    const checks = commands.filter((command) => command.includes('vitest.builds.config.ts'));
    expect(checks).toHaveLength(1);
    expect(indexOf(commands, 'vitest.builds.config.ts')).toBeGreaterThan(indexOf(commands, 'npm run build'));
    expect(indexOf(commands, 'vitest.builds.config.ts')).toBeGreaterThan(indexOf(commands, 'build-account-site.sh'));
  });

  it('a failed build stops what checks its output: reported as not run, and the run is red', () => {
    const dir = scratchProject();
    // What an earlier build and test run left behind must not count.
    fs.mkdirSync(path.join(dir, 'out'));
    fs.writeFileSync(path.join(dir, 'out/index.html'), 'old');
    fs.mkdirSync(path.join(dir, 'test-results'));
    fs.writeFileSync(
      path.join(dir, 'test-results/e2e-results.json'),
      '{"stats": {"expected": 100, "unexpected": 0, "flaky": 0, "skipped": 0}}',
    );
    const run = runTestAll(dir, { STUB_FAIL: '^npm run build' });
    expect(run.status).toBe(1);
    expect(run.commands).not.toContain('npx playwright test');
    expect(run.commands.some((command) => command.includes('check-export.ts'))).toBe(false);
    expect(run.commands.some((command) => command.includes('vitest.builds.config.ts'))).toBe(false);
    expect(run.output).toContain('end-to-end tests (playwright): NOT RUN (needs build, which did not pass)');
    expect(run.output).toContain('export checks (links, size budgets, CSP): NOT RUN');
    expect(run.commands.some((command) => command.startsWith('check-html.sh'))).toBe(false);
    expect(run.last).toBe(`${7 + 3 * 2 + 2 * 6} passed, 1 failed, 2 skipped, 4 not run`);
  });

  it('without a Java 21+ the account end-to-end tests fail, saying why', () => {
    const run = runTestAll(scratchProject(), { STUB_JAVA: 'none' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('NOT RUN: the account end-to-end tests need the Firestore emulator');
    expect(run.output).toContain('account end-to-end tests (Auth and Firestore emulators): FAILED');
    expect(run.commands.some((command) => command.includes('playwright.account.config.ts'))).toBe(false);
    expect(run.last).toMatch(/ 1 failed,/);
  });

  it('a failed account build never lets the build checks read an earlier out-account/', () => {
    const dir = scratchProject();
    fs.mkdirSync(path.join(dir, 'out-account'));
    fs.writeFileSync(path.join(dir, 'out-account/index.html'), 'old');
    const run = runTestAll(dir, { STUB_FAIL: '^build-account-site.sh' });
    expect(run.status).toBe(1);
    expect(run.commands.some((command) => command.includes('vitest.builds.config.ts'))).toBe(false);
    expect(run.commands.some((command) => command.includes('playwright.account.config.ts'))).toBe(false);
    expect(run.output).toContain('NOT RUN (needs account-build, which did not pass)');
    expect(run.last).toMatch(/, 2 not run$/);
  });

  it('runs a background stage beside the next one, and waits for it where it is needed', () => {
    const run = runTestAll(scratchProject(), { STUB_SLOW: 'eslint|build-account-site' });
    expect(run.status, run.output).toBe(0);
    // the build starts while eslint is still running…
    expect(indexOf(run.commands, 'npm run build')).toBeLessThan(indexOf(run.commands, 'done: npx eslint'));
    // …and what needs a background stage waits for it to end: the build checks for the account build.
    expect(indexOf(run.commands, 'done: build-account-site.sh')).toBeLessThan(
      indexOf(run.commands, 'vitest.builds.config.ts'),
    );
    expect(indexOf(run.commands, 'done: build-account-site.sh')).toBeLessThan(
      indexOf(run.commands, 'playwright.account.config.ts'),
    );
    expect(run.output).toMatch(/== output of: lint/);
  });

  it('installs the Firebase CLI beside the checks; the emulator stages wait for it, and need it', () => {
    const slow = runTestAll(scratchProject(), { STUB_SLOW: 'firebase-tools' });
    expect(slow.status, slow.output).toBe(0);
    expect(indexOf(slow.commands, 'npx tsc')).toBeLessThan(indexOf(slow.commands, 'done: firebase-tools.sh'));
    expect(indexOf(slow.commands, 'done: firebase-tools.sh')).toBeLessThan(
      indexOf(slow.commands, 'vitest.firebase.config.ts'),
    );
    const failed = runTestAll(scratchProject(), { STUB_FAIL: '^firebase-tools.sh' });
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('firebase emulator tests: NOT RUN (needs tools, which did not pass)');
    expect(failed.commands.some((command) => command.includes('playwright.account.config.ts'))).toBe(false);
    expect(failed.last).toMatch(/ 1 failed, .*, 3 not run$/);
  });

  it('starts the emulators once for both emulator stages, and stops them after the second', () => {
    const run = runTestAll(scratchProject());
    expect(run.status, run.output).toBe(0);
    expect(run.commands.filter((command) => command.startsWith('emulators.sh --session'))).toHaveLength(1);
    const rules = indexOf(run.commands, 'emulators.sh in session npx vitest run -c vitest.firebase.config.ts');
    const account = indexOf(
      run.commands,
      'emulators.sh in session npx playwright test -c playwright.account.config.ts',
    );
    expect(rules).toBeGreaterThan(indexOf(run.commands, 'emulators.sh --session'));
    expect(account).toBeGreaterThan(rules);
    expect(indexOf(run.commands, 'emulators stopped')).toBeGreaterThan(account);
    expect(run.output).toMatch(/Firebase emulators \(one session for the emulator stages\): passed/);
  });

  it('a background stage that fails is printed, counted and turns the run red', () => {
    const run = runTestAll(scratchProject(), { STUB_FAIL: 'eslint' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('!! lint (eslint) failed');
    expect(run.output).toMatch(/lint \(eslint\): FAILED \[\d+ s\]/);
    expect(run.last).toMatch(/ 1 failed,/);
    // The stages beside and after it ran.
    expect(indexOf(run.commands, 'npx tsc')).toBeGreaterThanOrEqual(0);
    expect(indexOf(run.commands, 'npx playwright test')).toBeGreaterThanOrEqual(0);
  });

  it('a stage that fails outside its tests counts as a failure', () => {
    const dir = scratchProject();
    // The runner writes a clean report, then exits non-zero (a server that did not stop, a crash).
    fs.writeFileSync(
      path.join(dir, 'scripts/test-dev-e2e.sh'),
      runnerScript('npx playwright test --config playwright.dev.config.ts; exit 1'),
    );
    const run = runTestAll(dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "editors' preview tests (next dev): 6 passed, 0 failed, 0 skipped (and the stage itself FAILED)",
    );
    expect(run.last).toMatch(/ 1 failed,/);
  });
});

describe('the stage runner (scripts/lib/stages.sh)', () => {
  const runStages = (script: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-stages-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'test-results'));
    return spawnSync('bash', ['-c', `source ${JSON.stringify(path.join(ROOT, 'scripts/lib/stages.sh'))}\n${script}`], {
      cwd: dir,
      encoding: 'utf8',
    });
  };

  it('refuses a stage that needs one not declared before it', () => {
    const result = runStages('stage check "check" --needs build -- true\nstage build "build" -- true');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("needs 'build', which is not declared before it");
  });

  it('refuses a stage declared twice', () => {
    const result = runStages('stage build "build" -- true\nstage build "build again" -- true');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('declared twice');
  });
});

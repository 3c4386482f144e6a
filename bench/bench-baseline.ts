/**
 * The baseline `npm run bench` measures beside this site in the same run: by default an export of
 * the site's first skeleton build (commit 750acf8: the same framework, before search, accounts
 * and the quality gates), built once into bench/tmp/ from the repository's history with this
 * checkout's node_modules, and reused by later runs. `--baseline <folder>` measures any other
 * static build instead.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BASELINE_COMMIT = '750acf8';

export const BASELINE_LABEL = `an export of the first skeleton build of this site (commit ${BASELINE_COMMIT}), built by the bench with this checkout's packages`;

/**
 * Serves the baseline the way this site is served (scripts/postbuild.ts): that commit's serve.json
 * also set `cleanUrls: false`, with which `serve` answers 404 for every folder URL.
 */
function writeServeConfig(out: string): void {
  fs.writeFileSync(
    path.join(out, 'serve.json'),
    `${JSON.stringify({ trailingSlash: true, directoryListing: false }, null, 2)}\n`,
  );
}

/**
 * The search before the chunked index (commit cd6a9c1: two whole files, loaded on first use),
 * measured beside today's in the search section.
 */
export const SEARCH_BEFORE_COMMIT = 'cd6a9c1';

/** The baseline's export folder, built first if it is missing. */
export function ensureBaseline(): string {
  const out = ensureExport(BASELINE_COMMIT, (dir, env) => {
    // That commit's prebuild names a script it did not have yet, so `next build` runs directly.
    execFileSync('npx', ['next', 'build'], { cwd: dir, stdio: 'inherit', env });
    execFileSync('npx', ['tsx', 'scripts/postbuild.ts'], { cwd: dir, stdio: 'inherit', env });
  });
  writeServeConfig(out);
  return out;
}

/** An export of the site at `SEARCH_BEFORE_COMMIT`, built once like the baseline. */
export function ensureSearchBefore(): string {
  return ensureExport(SEARCH_BEFORE_COMMIT, (dir, env) =>
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit', env }),
  );
}

function ensureExport(commit: string, build: (dir: string, env: NodeJS.ProcessEnv) => void): string {
  const dir = path.resolve('bench', 'tmp', `baseline-${commit}`);
  const out = path.join(dir, 'out');
  if (fs.existsSync(path.join(out, 'index.html'))) return out;
  console.log(`bench: building commit ${commit} into ${path.relative('.', dir)}/ (once)…`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('bash', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  build(dir, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  return out;
}

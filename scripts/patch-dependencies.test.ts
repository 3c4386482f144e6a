/**
 * The dependency fixes applied at install (package.json's postinstall; README, "Patched
 * dependencies"): the scripted edit of soql-parser-js (scripts/patch-soql-parser.mjs),
 * patches/next+16.4.5.patch and patches/@codemirror+view+6.43.15.patch (patch-package). What they
 * change is tested where it matters (lib/soql-to-graphql/diagnostics.test.ts,
 * lib/build/react-stylesheet-rejection.test.tsx, tests/builds/react-dom-patch.test.ts,
 * components/soql/soql-code-editor.test.tsx); these tests show that the install applies them, and
 * fails loudly, instead of dropping one, when an upgrade brings other files.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLES, EDITS, PACKAGE, VERSION, editBundle, patchSoqlParser } from './patch-soql-parser.mjs';

const ROOT = process.cwd();
const installed = path.join(ROOT, 'node_modules', PACKAGE);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A bundle as published: the installed (edited) one with the edits undone. */
const published = (file: string) =>
  EDITS.reduce((text, edit) => text.replace(edit.replace, () => edit.find), read(path.join(installed, file)));
const read = (file: string) => fs.readFileSync(file, 'utf8');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-patches-'));
  dirs.push(dir);
  return dir;
}
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A node_modules holding soql-parser-js as published (or as `version`). */
function soqlPackage(nodeModules: string, version = VERSION) {
  write(path.join(nodeModules, PACKAGE, 'package.json'), JSON.stringify({ name: PACKAGE, version }));
  for (const file of Object.keys(BUNDLES)) write(path.join(nodeModules, PACKAGE, file), published(file));
}

describe('the soql-parser-js edit (scripts/patch-soql-parser.mjs)', () => {
  it('is applied to the installed bundles', () => {
    for (const [file, sums] of Object.entries(BUNDLES))
      expect(sha256(read(path.join(installed, file))), file).toBe(sums.edited);
  });

  it('turns the published bundles into the edited ones, once', () => {
    const nodeModules = scratch();
    soqlPackage(nodeModules);
    for (const [file, sums] of Object.entries(BUNDLES)) expect(sha256(published(file)), file).toBe(sums.published);
    expect(patchSoqlParser(nodeModules)).toEqual(
      Object.keys(BUNDLES).map((file) => `${PACKAGE} ${file}: WHERE and HAVING conditions gated on AND/OR`),
    );
    expect(patchSoqlParser(nodeModules)).toEqual(
      Object.keys(BUNDLES).map((file) => `${PACKAGE} ${file}: already edited`),
    );
  });

  it('refuses another version of the package', () => {
    const nodeModules = scratch();
    soqlPackage(nodeModules, '6.4.0');
    expect(() => patchSoqlParser(nodeModules)).toThrow(
      `${PACKAGE} is 6.4.0, but scripts/patch-soql-parser.mjs edits ${VERSION}`,
    );
  });

  it('refuses a bundle that is not the published one', () => {
    const nodeModules = scratch();
    soqlPackage(nodeModules);
    const file = path.join(nodeModules, PACKAGE, 'dist/esm/index.mjs');
    fs.appendFileSync(file, '\n');
    expect(() => patchSoqlParser(nodeModules)).toThrow(/dist\/esm\/index\.mjs is not the published 6\.3\.1 bundle/);
  });

  it('refuses a bundle where an edit does not find its place exactly once', () => {
    expect(() => editBundle('no rules here')).toThrow('the whereClause repetition occurs 0 times, not once');
  });
});

// Each test runs the real install step (patch-package, the edit script) in a scratch project:
// about 1.5 s alone, several times that while the suite's other files run beside it.
describe("the install (package.json's postinstall)", { timeout: 30_000 }, () => {
  const postinstall = (JSON.parse(read(path.join(ROOT, 'package.json'))) as { scripts: Record<string, string> }).scripts
    .postinstall!;
  const VIEW = 'node_modules/@codemirror/view';
  const viewPatch = read(path.join(ROOT, 'patches/@codemirror+view+6.43.15.patch'));
  /** An installed @codemirror/view file as published: the patch's added lines dropped, its removed ones back. */
  const publishedView = (file: string) => {
    const lines = viewPatch.split('\n');
    const removed = lines.filter((l) => l.startsWith('-') && !l.startsWith('---')).map((l) => l.slice(1));
    const added = lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1));
    const text = read(path.join(ROOT, VIEW, file));
    // The two files carry the same change; each once.
    return text.replace(added.slice(0, added.length / 2).join('\n'), removed.slice(0, removed.length / 2).join('\n'));
  };
  /** The files of Next that patches/next+16.4.5.patch changes, relative to the package. */
  const nextPatchFiles = () =>
    [...read(path.join(ROOT, 'patches/next+16.4.5.patch')).matchAll(/^diff --git a\/node_modules\/next\/(\S+)/gm)].map(
      (match) => match[1]!,
    );

  /** A project with the real patches and install step, and stand-ins for the three packages. */
  function project({ next = '16.4.5', soql = VERSION, view = '6.43.15' } = {}) {
    const dir = scratch();
    write(path.join(dir, 'package.json'), JSON.stringify({ name: 'scratch', version: '1.0.0', private: true }));
    fs.cpSync(path.join(ROOT, 'patches'), path.join(dir, 'patches'), { recursive: true });
    write(path.join(dir, 'scripts/patch-soql-parser.mjs'), read(path.join(ROOT, 'scripts/patch-soql-parser.mjs')));
    write(path.join(dir, 'node_modules/next/package.json'), JSON.stringify({ name: 'next', version: next }));
    // Every file the patch touches, as installed (patched): patch-package reverts and reapplies.
    for (const file of nextPatchFiles()) {
      write(path.join(dir, 'node_modules/next', file), read(path.join(ROOT, 'node_modules/next', file)));
    }
    soqlPackage(path.join(dir, 'node_modules'), soql);
    write(path.join(dir, VIEW, 'package.json'), JSON.stringify({ name: '@codemirror/view', version: view }));
    for (const file of ['dist/index.js', 'dist/index.cjs']) write(path.join(dir, VIEW, file), publishedView(file));
    return dir;
  }

  const install = (dir: string) => {
    const result = spawnSync('bash', ['-c', postinstall], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  it('fails when Next is upgraded, rather than ship its React DOM unpatched', () => {
    const result = install(project({ next: '16.4.6' }));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('patch file version mismatch');
  });

  it('applies every patch to the pinned versions', () => {
    const dir = project();
    const result = install(dir);
    expect(result.output).toMatch(/@codemirror\/view@6\.43\.15 .*✔/);
    for (const file of ['dist/index.js', 'dist/index.cjs'])
      expect(read(path.join(dir, VIEW, file)), file).toBe(read(path.join(ROOT, VIEW, file)));
    expect(result.status, result.output).toBe(0);
  });

  it('fails when @codemirror/view is upgraded, rather than lose Ctrl+Enter on Android', () => {
    const result = install(project({ view: '6.43.16' }));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('patch file version mismatch');
  });

  it('fails when soql-parser-js is upgraded, rather than drop the edit', () => {
    const result = install(project({ soql: '6.3.2' }));
    expect(result.status).not.toBe(0);
    // patch-package went first and passed: the pinned Next takes its patch.
    expect(result.output).toMatch(/next@16\.4\.5 .*✔/);
    expect(result.output).toContain(`${PACKAGE} is 6.3.2`);
  });
});

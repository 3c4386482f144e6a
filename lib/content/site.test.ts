import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSiteConfig } from './site';

// A copy of the real content, edited as an author would while `next dev` runs.
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-site-'));
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  vi.stubEnv('SFX_CONTENT_DIR', dir);
  vi.stubEnv('NODE_ENV', 'development');
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('getSiteConfig under next dev', () => {
  it('checks the config again when the content it refers to changes', () => {
    expect(getSiteConfig().navbar.items.length).toBeGreaterThan(0);

    // The navbar's "doc" item points to `intro`: renaming that page breaks the config.
    const intro = path.join(dir, 'docs', 'intro.mdx');
    const renamed = path.join(dir, 'docs', 'introduction.mdx');
    fs.renameSync(intro, renamed);
    expect(() => getSiteConfig()).toThrow(/Couldn't find any doc with id "intro"/);

    fs.renameSync(renamed, intro);
    expect(getSiteConfig().navbar.items.length).toBeGreaterThan(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkFileName } from '@/lib/search/chunks';
import { writeSearchFiles } from './build-search-index';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('writeSearchFiles', () => {
  it('removes every search file of an earlier build, word chunks included, and keeps what it did not write', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-search-files-'));
    dirs.push(dir);
    const publicDir = path.join(dir, 'search');
    fs.mkdirSync(publicDir);
    const earlier = [
      chunkFileName('0123456789', 'w', 7),
      chunkFileName('0123456789', 'r', 3),
      'search-doc-1700000000000.json',
      'search-index-1700000000000.json',
      'search-engine-0123456789.js',
      'search-0123456789-h2.json',
      'search-0123456789.json',
    ];
    const unrelated = ['notes.txt', 'search-results.json'];
    for (const name of [...earlier, ...unrelated]) fs.writeFileSync(path.join(publicDir, name), '{}');

    const manifest = writeSearchFiles({
      publicDir,
      manifestPath: path.join(dir, 'manifest.json'),
      stamp: 1800000000000,
    });

    const names = fs.readdirSync(publicDir).sort();
    expect(names.filter((name) => earlier.includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(unrelated));
    // What is left is this build's: the entry, the module, and its chunks (512 word chunks at least).
    const written = names.filter((name) => !unrelated.includes(name));
    expect(written).toEqual(expect.arrayContaining([manifest.docFile, manifest.indexFile, manifest.engineFile]));
    expect(written.filter((name) => name.startsWith(`search-${manifest.stamp}-`))).toHaveLength(manifest.chunks);
    expect(written).toHaveLength(manifest.chunks + 3);
    // The real content, over 500 files and two esbuild bundles: seconds on a busy 2-core machine.
  }, 60_000);
});

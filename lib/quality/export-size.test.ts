import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkExportSize, describeExportSize, EXPORT_SIZE_LIMIT_BYTES } from './export-size';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-export-size-'));
const write = (file: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), Buffer.alloc(bytes));
};
write('index.html', 1_000);
write('docs/intro/index.html', 2_000);
write('docs/copy-1/a/index.html', 30_000);
write('docs/copy-1/b/index.txt', 30_000);
write('_next/static/chunk.js', 10_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('export size guard', () => {
  it('passes under the limit, which stays under GitHub Pages’ 1 GB', () => {
    expect(EXPORT_SIZE_LIMIT_BYTES).toBeLessThan(1e9);
    const result = checkExportSize(dir, 100_000);
    expect(result).toMatchObject({ ok: true, totalBytes: 73_000 });
    expect(describeExportSize(result)).toEqual(['Export size: 0.1 MB of 0.1 MB allowed.']);
  });

  it('fails over the limit, naming the largest contributors first', () => {
    const result = checkExportSize(dir, 50_000, 2);
    expect(result.ok).toBe(false);
    expect(result.largest).toEqual([
      { path: 'docs/copy-1/', bytes: 60_000 },
      { path: '_next/static/', bytes: 10_000 },
    ]);
    const lines = describeExportSize(result);
    expect(lines[0]).toContain('OVER');
    expect(lines[1]).toContain('docs/copy-1/');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { growContent } from './grow-content';

const dest = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-grow-test-'));
afterAll(() => fs.rmSync(dest, { recursive: true, force: true }));

function quizIds(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .flatMap((entry) =>
      [
        ...fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(/<Quiz\b[^>]*?\bid="([^"]+)"/g),
      ].map((m) => m[1]),
    );
}

describe('growContent', () => {
  it('copies the docs ×3 with quiz ids of their own (the build refuses a quiz id declared twice)', () => {
    const original = quizIds(path.resolve('content/docs'));
    expect(original.length).toBeGreaterThan(0);
    const pages = growContent(path.resolve('content'), dest, 3);
    const grown = quizIds(path.join(dest, 'docs'));
    expect(grown).toHaveLength(original.length * 3);
    expect(new Set(grown).size).toBe(grown.length);
    expect(grown).toContain(`${original[0]}-copy-2`);
    expect(pages).toBeGreaterThan(original.length);
  });
});

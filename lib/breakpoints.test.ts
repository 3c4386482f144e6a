import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NARROW_MAX_WIDTH, NARROW_QUERY } from './breakpoints';

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the narrow-layout breakpoint', () => {
  it('is written the same way in every stylesheet as in the scripts', () => {
    const near = new RegExp(
      `\\((?:max|min)-width:\\s*(${NARROW_MAX_WIDTH - 1}|${NARROW_MAX_WIDTH}|${NARROW_MAX_WIDTH + 1})px\\)`,
      'g',
    );
    const files = [...stylesheets('app'), ...stylesheets('components')];
    const found: string[] = [];
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(near)) found.push(`${file}: ${match[0]}`);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((entry) => !entry.endsWith(NARROW_QUERY))).toEqual([]);
  });
});

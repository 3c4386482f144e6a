import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The loader runs in a fresh process so its per-process caches start empty. */
function runCheck(contentDir: string): { code: number; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/check-content.ts'], {
      encoding: 'utf8',
      env: { ...process.env, SFX_CONTENT_DIR: contentDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

describe('content loader on bad input', () => {
  it('fails naming the file and the field of bad frontmatter', () => {
    const { code, output } = runCheck('tests/fixtures/bad-frontmatter');
    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid frontmatter in tests/fixtures/bad-frontmatter/docs/broken.mdx: field "description" is missing.',
    );
  }, 60_000);
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs a tool and returns its exit code and output, without throwing. */
function run(command: string, args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

// Each gate of `npm run check` must be able to fail: run it on a fixture that breaks its rule.
describe('quality gates fail on bad input', () => {
  it('ESLint rejects unused variables and value imports used only as types', () => {
    const { code, output } = run('npx', ['eslint', '--no-ignore', 'tests/fixtures/gates/bad-lint.ts']);
    expect(code).not.toBe(0);
    expect(output).toContain('no-unused-vars');
    expect(output).toContain('consistent-type-imports');
  }, 60_000);

  it('the type checker rejects a type error', () => {
    const { code, output } = run('npx', ['tsc', '--noEmit', '--strict', 'tests/fixtures/gates/bad-types.ts']);
    expect(code).not.toBe(0);
    expect(output).toContain("Type 'string' is not assignable to type 'number'");
  }, 60_000);

  it('Prettier rejects unformatted code', () => {
    const { code, output } = run('npx', [
      'prettier',
      '--check',
      '--ignore-path',
      'tests/fixtures/gates/none',
      'tests/fixtures/gates/bad-format.ts',
    ]);
    expect(code).not.toBe(0);
    expect(output).toContain('bad-format.ts');
  }, 60_000);
});

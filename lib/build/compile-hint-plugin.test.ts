import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintPlugin, type WebpackCompiler } from './compile-hint-plugin';

// The webpack that `next build --webpack` runs (Next bundles its own copy).
const require = createRequire(import.meta.url);
const { webpack } = require('next/dist/compiled/webpack/bundle5')() as {
  webpack: (
    options: object,
    callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void,
  ) => void;
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Stands in for Next's minifier, which runs at the PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE stage and
 * drops comments: the hint must be added after it.
 */
const commentStrippingMinifier = {
  apply(compiler: WebpackCompiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StripComments', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StripComments', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        () => {
          for (const chunk of compilation.chunks)
            for (const file of chunk.files)
              compilation.updateAsset(file, (source) => {
                const code = String((source as { source(): string | Buffer }).source());
                return new sources.RawSource(code.replace(/^\s*\/\/.*$/gm, ''));
              });
        },
      );
    });
  },
};

/** Bundles an entry that imports a module on demand, with or without the plugin; returns the output folder. */
async function bundle(withPlugin: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "document.body.onclick = () => import('./later.js').then((m) => m.run());\n",
  );
  fs.writeFileSync(path.join(dir, 'later.js'), 'export function run() { return 42; }\n');
  const out = path.join(dir, 'out');
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: {
          path: out,
          filename: '[name].[contenthash].js',
          chunkFilename: '[name].[contenthash].js',
          hashFunction: 'sha256',
          hashDigestLength: 16,
        },
        // As in Next's client build: content hashes are computed from the files' final bytes.
        optimization: { minimize: false, realContentHash: true },
        devtool: false,
        plugins: withPlugin ? [commentStrippingMinifier, new CompileHintPlugin()] : [commentStrippingMinifier],
      },
      (error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString()));
        else resolve();
      },
    ),
  );
  return out;
}

const files = (out: string) => fs.readdirSync(out).filter((file) => file.endsWith('.js'));

describe('CompileHintPlugin', () => {
  it('starts the startup chunk with the compile hint, after minification, and leaves the chunk loaded on demand alone', async () => {
    const out = await bundle(true);
    const [startup] = files(out).filter((file) => file.startsWith('main.'));
    const onDemand = files(out).filter((file) => !file.startsWith('main.'));
    expect(startup).toBeDefined();
    expect(onDemand).toHaveLength(1);
    expect(fs.readFileSync(path.join(out, startup), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(fs.readFileSync(path.join(out, onDemand[0]), 'utf8')).not.toContain(COMPILE_HINT);
  });

  it('adds the hint before webpack hashes the file, so its name still matches its bytes', async () => {
    const out = await bundle(true);
    const [startup] = files(out).filter((file) => file.startsWith('main.'));
    const nameHash = startup.split('.')[1];
    const contentHash = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(out, startup)))
      .digest('hex');
    expect(contentHash.slice(0, nameHash.length)).toBe(nameHash);
  });

  it('changes nothing else in the file', async () => {
    const withHint = await bundle(true);
    const hinted = files(withHint).find((file) => file.startsWith('main.'))!;
    const hintedCode = fs.readFileSync(path.join(withHint, hinted), 'utf8');
    const plainOut = await bundle(false);
    const plain = files(plainOut).find((file) => file.startsWith('main.'))!;
    expect(hintedCode).toBe(`${COMPILE_HINT}\n${fs.readFileSync(path.join(plainOut, plain), 'utf8')}`);
    expect(hinted).not.toBe(plain);
  });
});

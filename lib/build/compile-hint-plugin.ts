/**
 * A webpack plugin (used by next.config.ts for the production client build) that starts every
 * chunk a page loads at startup with V8's per-file compile hint, `//# allFunctionsCalledOnLoad`.
 *
 * Why: without it, Chrome compiles each module's function on the main thread the first time it
 * runs, inside the one task that starts the app (React DOM's module alone is ~30 ms at 4× CPU).
 * With it, Chrome 136+ compiles these files eagerly on its streaming thread while they download,
 * and the startup task shrinks to about 50 ms at 4× CPU, from 96–125 ms (README, Performance;
 * bench/report-2026-11-26-d57390e-full.md). Other engines read a comment.
 *
 * Only initial chunks get it: chunks loaded on demand (`import()`) are often only partly used,
 * and compiling all of them eagerly would cost time and memory for code that never runs.
 *
 * The hint is added by the bundler, before webpack computes the files' content hashes
 * (`realContentHash`), so each file's name matches its bytes and source maps account for the
 * line: the export check still compares every chunk with the build's copy.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The parts of webpack's API the plugin uses (Next bundles webpack; its types are not exported). */
interface Chunk {
  canBeInitial(): boolean;
  files: Iterable<string>;
}
interface Compilation {
  chunks: Iterable<Chunk>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}
export interface WebpackCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown; RawSource: new (code: string) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

const NAME = 'CompileHintPlugin';

export class CompileHintPlugin {
  apply(compiler: WebpackCompiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (which would strip the comment), before the real content hash.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const files = new Set<string>();
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, '\n', source));
        }
      });
    });
  }
}

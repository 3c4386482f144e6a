import type { ESLint } from 'eslint';

/** Types for the plain-JavaScript plugin module, which eslint.config.mjs loads without a compiler. */
declare const plugin: ESLint.Plugin;
export default plugin;

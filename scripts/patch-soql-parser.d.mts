/** Types of scripts/patch-soql-parser.mjs (a plain script, run by postinstall before tsx exists). */
export declare const PACKAGE: string;
export declare const VERSION: string;
export declare const EDITS: { rule: string; find: string; replace: string }[];
export declare const BUNDLES: Record<string, { published: string; edited: string }>;
export declare function editBundle(text: string, file?: string): string;
export declare function patchSoqlParser(nodeModules: string): string[];

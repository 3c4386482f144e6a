// Edits @jetstreamapp/soql-parser-js 6.3.1 after install (package.json's postinstall), so that a
// WHERE or HAVING clause holds one condition, or several joined by AND or OR, and nothing else.
//
// Why: the parser's whereClause and havingClause rules repeat `conditionExpression` with
// AT_LEAST_ONE and no gate, so a second condition may start without AND/OR. That accepts
// `WHERE a = 1 b = 2`, and it breaks `WHERE x = 1 OFFSET 10`: OFFSET is a keyword that may also be
// a field name, so it is read as the start of a second condition and the query fails. The edit
// gives both repetitions a GATE: the first condition follows the clause keyword, every further one
// must start with AND or OR. lib/soql-to-graphql/diagnostics.test.ts fails without it.
//
// The package ships only minified one-line bundles, so a patch file of this change was 200 KB of
// diff nobody could review. Instead the change is the two edits below, applied to the two bundles
// the site loads (dist/cjs for Node, dist/esm for the browser bundle), each checked by sha256
// before and after: anything but the exact published 6.3.1 bundle (or its already edited form)
// fails the install, naming the file, so an upgrade cannot silently drop the fix.
//
// Upstream report (the text filed with jetstreamapp/soql-parser-js is in README.md, "Patched
// dependencies").
//
// Usage: node scripts/patch-soql-parser.mjs [node_modules folder]   (default: ./node_modules)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PACKAGE = '@jetstreamapp/soql-parser-js';
export const VERSION = '6.3.1';

/** The rule's repetition as the bundles spell it; `r` is the rule's parenthesis count, ARGS its flags. */
const repeatCondition = (args, gate = '') =>
  `this.AT_LEAST_ONE({${gate}DEF:()=>{this.SUBRULE(this.conditionExpression,{ARGS:[r,${args}]})}})`;

/**
 * Another condition only after the clause keyword itself (LA(0), the token just consumed, on the
 * first repetition) or when the next token is AND or OR.
 */
const gate = (keyword) =>
  `GATE:()=>this.LA(0).tokenType.name==="${keyword}"||this.LA(1).tokenType.name==="AND"||this.LA(1).tokenType.name==="OR",`;

/** The edits, each found exactly once in each bundle. */
export const EDITS = [
  { rule: 'whereClause', find: repeatCondition('!0,!0'), replace: repeatCondition('!0,!0', gate('WHERE')) },
  { rule: 'havingClause', find: repeatCondition('!0,!1'), replace: repeatCondition('!0,!1', gate('HAVING')) },
];

/** sha256 of each bundle as published in 6.3.1, and after the edits. */
export const BUNDLES = {
  'dist/cjs/index.js': {
    published: '5992d072ae4b11c9d6c43a9e0cd6662ca6b94ab4bb84d13683d60bea93894165',
    edited: '289d8b9e986606a12ac280b096578481f49056830633c679c9bcbc9a4563d9d1',
  },
  'dist/esm/index.mjs': {
    published: '1a41439c186c0db7e671dac993715b966a8476e2a33137cb0563d691c7c55d1d',
    edited: 'c539eccfb61f7982c752cf87f0e54d32f416363b1a48ac7e6d891c635a6172d4',
  },
};

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Applies the edits to one bundle's text; throws unless each is found exactly once. */
export function editBundle(text, file = 'bundle') {
  return EDITS.reduce((result, edit) => {
    const count = result.split(edit.find).length - 1;
    if (count !== 1) throw new Error(`${file}: the ${edit.rule} repetition occurs ${count} times, not once`);
    return result.replace(edit.find, () => edit.replace);
  }, text);
}

/**
 * Edits the installed package under `nodeModules`, or leaves it if already edited. Returns a line
 * per bundle; throws, saying what to do, if the package is not the one the edits were written for.
 */
export function patchSoqlParser(nodeModules) {
  const packageDir = path.join(nodeModules, PACKAGE);
  const manifest = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifest)) throw new Error(`${PACKAGE} is not installed in ${nodeModules}.`);
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  if (version !== VERSION) {
    throw new Error(
      `${PACKAGE} is ${version}, but scripts/patch-soql-parser.mjs edits ${VERSION}. Check whether ` +
        `${version} still accepts "WHERE a = 1 b = 2" (run lib/soql-to-graphql/diagnostics.test.ts ` +
        'without the edit): if it does, update the edits and checksums; if not, remove the script.',
    );
  }
  return Object.entries(BUNDLES).map(([file, sums]) => {
    const target = path.join(packageDir, file);
    const text = fs.readFileSync(target, 'utf8');
    const before = sha256(text);
    if (before === sums.edited) return `${PACKAGE} ${file}: already edited`;
    if (before !== sums.published) {
      throw new Error(
        `${PACKAGE} ${file} is not the published ${VERSION} bundle (sha256 ${before}, expected ` +
          `${sums.published}): it was changed after install; reinstall it (npm ci).`,
      );
    }
    const edited = editBundle(text, file);
    const after = sha256(edited);
    if (after !== sums.edited) {
      throw new Error(`${PACKAGE} ${file}: the edited bundle has sha256 ${after}, expected ${sums.edited}.`);
    }
    fs.writeFileSync(target, edited);
    return `${PACKAGE} ${file}: WHERE and HAVING conditions gated on AND/OR`;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    for (const line of patchSoqlParser(path.resolve(process.argv[2] ?? 'node_modules'))) console.log(line);
  } catch (error) {
    console.error(`\npatch-soql-parser: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  }
}

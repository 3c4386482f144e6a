/**
 * ESLint rule `boundary/no-server-imports-in-client`: a client file (one that starts with
 * 'use client') may not import values from modules that read files — `lib/content/*`, Node's
 * built-ins, `server-only` — because the bundler would try to ship them to the browser. Type-only
 * imports are fine: they vanish at compile time. Pure helpers both sides need live outside
 * `lib/content` (for example `lib/paths.ts`). `import 'server-only'` in those modules is the
 * build-time guard; this rule names the file and the import while you edit.
 */
const SERVER_MODULE =
  /^(?:@\/lib\/content(?:\/|$)|(?:\.\.?\/)+(?:lib\/)?content\/|node:|fs$|path$|child_process$|server-only$)/;

/** @param {import('estree').Program} program */
function isClientFile(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Keep modules that read files out of 'use client' files." },
    messages: {
      server:
        "'{{source}}' is server-only (it reads files); a 'use client' file may import only its types. Move what the client needs to a pure module outside lib/content.",
    },
    schema: [],
  },
  create(context) {
    if (!isClientFile(context.sourceCode.ast)) return {};
    const check = (node, source) => {
      if (typeof source === 'string' && SERVER_MODULE.test(source)) {
        context.report({ node, messageId: 'server', data: { source } });
      }
    };
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        if (!typeOnly) check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source.value);
      },
    };
  },
};

/** The plugin, registered as `boundary` in eslint.config.mjs. */
const plugin = { rules: { 'no-server-imports-in-client': rule } };
export default plugin;

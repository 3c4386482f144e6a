/**
 * Values written into the text of an inline `<script>` element. The HTML parser ends a script at
 * the first `</script` and treats `<!--` followed by `<script` specially, whatever the JavaScript
 * around them means, so a value holding either (an announcement id, a page title in JSON-LD)
 * could end the script early and turn the rest of the value into markup.
 */

/**
 * `JSON.stringify(value)` safe inside a script element: every `<` becomes `\u003c`, so neither
 * `</script` nor `<!--` can appear, and the line and paragraph separators are escaped for
 * engines older than ES2019. Read as JavaScript or as JSON, the value is the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

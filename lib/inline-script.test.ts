import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { announcementInlineScript } from './announcement';
import { scriptJson } from './inline-script';

/** The text of each script element the HTML parser finds in `html`, as a browser would split it. */
function scriptTexts(html: string): string[] {
  const fragment = parseFragment(html);
  return fragment.childNodes
    .filter((node) => node.nodeName === 'script')
    .map((node) => ('childNodes' in node ? node.childNodes.map((c) => ('value' in c ? c.value : '')).join('') : ''));
}

const HOSTILE = ['</script><script>alert(1)</script>', '<!--<script>', 'a\u2028b\u2029c', '</SCRIPT >'];

describe('values in inline scripts', () => {
  it('cannot end the script element, and read back unchanged', () => {
    for (const value of HOSTILE) {
      const literal = scriptJson(value);
      expect(literal).not.toMatch(/<\/script|<!--/i);
      expect(JSON.parse(literal)).toBe(value);
      expect(new Function(`return ${literal};`)()).toBe(value);
    }
  });

  it('keeps a configured announcement id inside the announcement script', () => {
    for (const id of HOSTILE) {
      const script = announcementInlineScript(id);
      // The whole script stays one element: nothing after the id turns into markup.
      expect(scriptTexts(`<script>${script}</script>`)).toEqual([script]);
      // And it still compares the stored id with the configured one.
      const attrs = new Map<string, string>();
      const stored: Record<string, string> = { 'sfx-announcement-id': id, 'sfx-announcement-dismissed': 'true' };
      const window = { localStorage: { getItem: (k: string) => stored[k] ?? null } };
      const document = { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } };
      new Function('window', 'document', script)(window, document);
      expect(attrs.get('data-announcement-dismissed')).toBe('true');
    }
  });
});

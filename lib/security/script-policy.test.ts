import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';
import { checkScriptPolicy, inlineScripts, rehashScriptPolicy, sha256Source, withScriptPolicy } from './script-policy';

const ANONYMOUS = { firebaseConfigured: false };
const policy = (hashes: string[]) => buildCsp(ANONYMOUS, hashes);

/** A page shaped like Next's: charset first, script tags, inline scripts in head and body, JSON-LD. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script><script>document.documentElement.dataset.js=""</script></head>' +
  '<body><p>Text</p><script type="application/ld+json">{"@type":"WebSite"}</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a"])</script></body></html>';

describe('the script policy of a page', () => {
  it('lists exactly the inline scripts that run, not data blocks or files', () => {
    expect([...inlineScripts(PAGE).keys()]).toEqual([
      sha256Source('document.documentElement.dataset.js=""'),
      sha256Source('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256Source('self.__next_f.push([1,"a"])'),
    ]);
    // The hash a browser computes: sha256 of the script's text, base64.
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('is inserted after the encoding declaration, and nothing else of the page changes', () => {
    const html = withScriptPolicy(PAGE, policy);
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/)![0];
    expect(html.replace(meta, '')).toBe(PAGE);
    expect(html.indexOf(meta)).toBe(PAGE.indexOf('<link'));
    expect(checkScriptPolicy(html)).toEqual([]);
    expect(meta).not.toContain('unsafe-inline&#39; ');
    expect(meta).toContain("script-src 'self' 'sha256-");
    // Run again on its own output: the same page.
    expect(withScriptPolicy(html, policy)).toBe(html);
  });

  it('goes first in <head> when there is no encoding declaration', () => {
    const html = withScriptPolicy(
      '<html><head><title>x</title><script>a()</script></head><body></body></html>',
      policy,
    );
    expect(html).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]+"><title>/);
    expect(checkScriptPolicy(html)).toEqual([]);
  });

  it('fails a page with a hash too many or one missing', () => {
    const hashes = [...inlineScripts(PAGE).keys()];
    const extra = withScriptPolicy(PAGE, () => policy([...hashes, sha256Source('alert(1)')]));
    expect(checkScriptPolicy(extra)).toEqual([
      `script-src lists ${sha256Source('alert(1)')}, which matches no inline script of the page`,
    ]);
    const missing = withScriptPolicy(PAGE, () => policy(hashes.slice(1)));
    expect(checkScriptPolicy(missing)).toEqual([
      'inline script without its hash in script-src: document.documentElement.dataset.js=""',
    ]);
    // A script added to the page after the policy was written is missing too.
    const injected = withScriptPolicy(PAGE, policy).replace('<p>Text</p>', '<p>Text</p><script>alert(1)</script>');
    expect(checkScriptPolicy(injected)).toEqual(['inline script without its hash in script-src: alert(1)']);
  });

  it("fails a page without a policy, with 'unsafe-inline', or with the policy after a script", () => {
    expect(checkScriptPolicy(PAGE)).toEqual(['no Content-Security-Policy meta']);
    const lax = withScriptPolicy(PAGE, (hashes) =>
      policy(hashes).replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    );
    expect(checkScriptPolicy(lax)).toEqual(["script-src allows 'unsafe-inline'"]);
    const late = withScriptPolicy(PAGE, policy).replace(/(<meta http-equiv[^>]+>)(.*)<\/head>/, '$2$1</head>');
    expect(checkScriptPolicy(late)).toEqual(['the policy meta is not the first element of <head> (after <link>)']);
    expect(() => withScriptPolicy(late, policy)).toThrow(/already has a Content-Security-Policy meta/);
  });

  it('is written again for a page edited after the build, keeping the rest of the policy', () => {
    const hosts = (hashes: string[]) => buildCsp({ firebaseConfigured: true }, hashes);
    const built = withScriptPolicy(PAGE, hosts);
    const edited = built.replace('push([1,"a"])', 'push([1,"b"])');
    expect(checkScriptPolicy(edited)).toHaveLength(2);
    const rehashed = rehashScriptPolicy(edited);
    expect(checkScriptPolicy(rehashed)).toEqual([]);
    expect(rehashed).toBe(withScriptPolicy(PAGE.replace('push([1,"a"])', 'push([1,"b"])'), hosts));
  });
});

/**
 * Static-host security checks on exported HTML: no inline event handlers, no javascript: URLs, a
 * referrer policy. The Content-Security-Policy is checked by lib/security/script-policy.ts.
 */
import { attribute, elements, type HtmlElement, parseHtml } from './html';

export interface SecurityProblem {
  reason: string;
  excerpt: string;
}

/** Attributes that take a URL a browser would run as script if it started with `javascript:`. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction'];

/** A short, readable rendering of an element's start tag for the report. */
function startTag(element: HtmlElement): string {
  const attrs = element.attrs.map((attr) => ` ${attr.name}="${attr.value}"`).join('');
  return `<${element.tagName}${attrs}>`.slice(0, 120);
}

export function checkPageSecurity(html: string, requireReferrerPolicy: boolean): SecurityProblem[] {
  const problems: SecurityProblem[] = [];
  const all = [...elements(parseHtml(html))];
  for (const element of all) {
    for (const attr of element.attrs) {
      if (/^on[a-z]+$/i.test(attr.name)) {
        problems.push({ reason: `inline event handler ${attr.name}`, excerpt: startTag(element) });
      }
    }
  }
  for (const element of all) {
    for (const name of URL_ATTRIBUTES) {
      // Browsers strip leading spaces and control characters before reading the scheme.
      if (/^[\s\u0000-\u001f]*javascript:/i.test(attribute(element, name) ?? '')) {
        problems.push({ reason: 'javascript: URL', excerpt: startTag(element) });
      }
    }
  }
  const referrer = all.some(
    (el) => el.tagName === 'meta' && attribute(el, 'name')?.toLowerCase() === 'referrer' && attribute(el, 'content'),
  );
  if (requireReferrerPolicy && !referrer) problems.push({ reason: 'missing referrer policy meta', excerpt: '' });
  return problems;
}

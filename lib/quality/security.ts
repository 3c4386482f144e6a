/** Static-host security checks on exported HTML: no inline event handlers, no javascript: URLs, CSP and referrer present. */
import { withoutScripts } from './html';

export interface SecurityProblem {
  reason: string;
  excerpt: string;
}

const INLINE_HANDLER = /<[a-zA-Z][^>]*\s(on[a-z]+)\s*=\s*["'][^"']*["']/g;

export function checkPageSecurity(html: string, requireCsp: boolean): SecurityProblem[] {
  const problems: SecurityProblem[] = [];
  const markup = withoutScripts(html);
  for (const match of markup.matchAll(INLINE_HANDLER)) {
    problems.push({ reason: `inline event handler ${match[1]}`, excerpt: match[0].slice(0, 120) });
  }
  for (const match of markup.matchAll(/\s(?:href|src|action|formaction)\s*=\s*["']\s*javascript:[^"']*["']/gi)) {
    problems.push({ reason: 'javascript: URL', excerpt: match[0].slice(0, 120) });
  }
  if (requireCsp) {
    if (!/<meta http-equiv="Content-Security-Policy" content="[^"]+"/.test(html))
      problems.push({ reason: 'missing Content-Security-Policy meta', excerpt: '' });
    if (!/<meta name="referrer" content="[^"]+"/.test(html))
      problems.push({ reason: 'missing referrer policy meta', excerpt: '' });
  }
  return problems;
}

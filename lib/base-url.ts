import { scriptJson } from './inline-script';

/**
 * Detects a site opened under a base path other than the one it was built for, and suggests the
 * right one. `suggestBaseUrl` is also serialised into an inline script, so it must stay
 * self-contained (no imports, no outer variables).
 */
export function suggestBaseUrl(pathname: string, sectionPrefixes: string[]): string {
  // `var` and indexOf keep the serialised function valid in any browser that runs the inline script.
  /* eslint-disable no-var */
  var segments = pathname.split('/');
  for (var i = 1; i < segments.length; i++) {
    if (sectionPrefixes.indexOf(segments[i]) !== -1) {
      return segments.slice(0, i).join('/') + '/';
    }
  }
  var trimmed = pathname.replace(/\/(index)?(\.html)?$/, '');
  return trimmed.replace(/\/?$/, '/');
  /* eslint-enable no-var */
}

/** First path segments of every section of the site. */
export const SECTION_PREFIXES = ['docs', 'devops', 'blog', 'graphQL', 'markdown-page', 'search'];

/** CSS custom property the stylesheet defines; missing means the stylesheet did not load. */
export const CSS_LOADED_PROPERTY = '--sfx-css-loaded';

/** Inline script run at the end of <body>: shows the banner when the stylesheet failed to load. */
export function baseUrlCheckScript(): string {
  return `(function(){try{var ok=getComputedStyle(document.documentElement).getPropertyValue(${scriptJson(CSS_LOADED_PROPERTY)}).trim();if(ok)return;var b=document.getElementById('base-url-issue-banner');if(!b)return;var s=(${suggestBaseUrl.toString()})(window.location.pathname,${scriptJson(SECTION_PREFIXES)});var el=document.getElementById('base-url-issue-suggestion');if(el)el.textContent=s;b.hidden=false;}catch(e){}})();`;
}

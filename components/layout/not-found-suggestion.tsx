'use client';

import { useEffect, useState } from 'react';
import { pagesDifferingByCase, sitemapPaths } from '@/lib/page-suggestions';
import { assetPath, stripBasePath } from '@/lib/paths';
import { SiteLink } from './site-link';

function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * On the 404 page, "Did you mean …?" for a page whose path differs from the requested one only by
 * case (lib/page-suggestions.ts). The known pages come from the sitemap, fetched once the page is
 * shown; if it cannot be loaded, the page simply offers no guess.
 */
export function NotFoundSuggestion() {
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const basePath = assetPath('/').slice(0, -1);
    const requested = stripBasePath(window.location.pathname, basePath);
    fetch(assetPath('/sitemap.xml'), { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => setPages(pagesDifferingByCase(requested, sitemapPaths(xml, basePath))))
      .catch(() => {
        // Offline or aborted: no guess to offer.
      });
    return () => controller.abort();
  }, []);

  return (
    <p className="not-found__suggestion" role="status">
      {pages.length > 0 && (
        <>
          Did you mean{' '}
          {pages.map((path, i) => (
            <span key={path}>
              {i > 0 && ' or '}
              <SiteLink href={path}>{readablePath(path)}</SiteLink>
            </span>
          ))}
          ?
        </>
      )}
    </p>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { BlogSidebar } from './blog-sidebar';

afterEach(() => vi.unstubAllEnvs());

// Plain links (the feeds are files, not routes): they get the base path from assetPath, not from Next.
it('links the feeds under the base path when the site has one', () => {
  const feeds = (markup: string) => [...markup.matchAll(/href="([^"]*\.xml)"/g)].map((match) => match[1]);
  expect(feeds(renderToStaticMarkup(<BlogSidebar />))).toEqual(['/blog/rss.xml', '/blog/atom.xml']);
  vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/documentation');
  expect(feeds(renderToStaticMarkup(<BlogSidebar />))).toEqual([
    '/documentation/blog/rss.xml',
    '/documentation/blog/atom.xml',
  ]);
});

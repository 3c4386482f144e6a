import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/content/feed-data';
import { sitemapEntries } from '@/lib/content/sitemap-urls';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries().map((entry) => ({ url: absoluteUrl(entry.path), lastModified: entry.lastModified }));
}

import { feedData } from '@/lib/content/feed-data';
import { buildRss } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  const { info, items } = feedData('/blog/rss.xml');
  return new Response(buildRss(info, items), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

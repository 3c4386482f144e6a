import { feedData } from '@/lib/content/feed-data';
import { buildAtom } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  const { info, items } = feedData('/blog/atom.xml');
  return new Response(buildAtom(info, items), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}

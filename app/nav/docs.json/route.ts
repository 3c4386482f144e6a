import { navFileResponse } from '@/lib/content/nav-file';

export const dynamic = 'force-static';

export function GET() {
  return navFileResponse('docs');
}

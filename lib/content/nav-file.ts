/**
 * The shared navigation file of a docs section (`/nav/docs.json`, `/nav/devops.json`): the whole
 * sidebar tree, written once per build. Pages carry only the navigation they show; a reader's
 * browser fetches this file once, when they open a collapsed category.
 */
import 'server-only';
import type { DocsSectionId } from '@/lib/site-config';
import { getNavTree } from './docs';

export function navFileResponse(section: DocsSectionId): Response {
  return new Response(JSON.stringify(getNavTree(section)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

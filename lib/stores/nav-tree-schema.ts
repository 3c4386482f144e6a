/**
 * The shape of a section's navigation file (`/nav/<section>.json`, written by
 * `lib/content/nav-file.ts`), checked when the browser fetches it: a stale, truncated or
 * hand-edited file gets a clear error instead of a sidebar that breaks on a missing field.
 * zod/mini, and loaded with the file only, so the checker stays out of every page's first load.
 */
import * as z from 'zod/mini';
import type { NavNode } from '@/lib/content/nav';

const navPage = z.object({
  type: z.literal('page'),
  id: z.string(),
  label: z.string(),
  href: z.string(),
  unlisted: z.boolean(),
});

const navCategory = z.object({
  type: z.literal('category'),
  id: z.string(),
  label: z.string(),
  href: z.nullable(z.string()),
  unlisted: z.boolean(),
  get items() {
    return z.array(navNode);
  },
});

const navNode: z.ZodMiniType<NavNode> = z.discriminatedUnion('type', [navPage, navCategory]);

const navTree = z.array(navNode);

/** The tree in `data`, or an error naming the section and the first place the file is wrong. */
export function parseNavTree(data: unknown, section: string): NavNode[] {
  const result = navTree.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  throw new Error(
    `The ${section} navigation could not be loaded: the file is not a navigation tree${where} (${issue.message}).`,
  );
}

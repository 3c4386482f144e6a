import type { NavNode } from '@/lib/content/nav';
import { SidebarCategory } from './sidebar-category';
import { SidebarLink } from './sidebar-link';

function descendants(node: NavNode): string[] {
  if (node.type === 'page') return [node.href];
  return node.items.flatMap((child) => descendants(child));
}

/**
 * Renders a navigation tree as nested lists. No state of its own: the links and categories are
 * the client leaves. Used by the desktop sidebar and by the mobile drawer.
 */
export function SidebarTree({ nodes, level = 1 }: { nodes: NavNode[]; level?: number }) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {nodes.map((node) => (
        <li key={node.type + node.id} className="sidebar__item">
          {node.type === 'page' ? (
            <SidebarLink href={node.href} label={node.label} unlisted={node.unlisted} />
          ) : (
            <SidebarCategory label={node.label} href={node.href} descendantHrefs={node.items.flatMap(descendants)}>
              <SidebarTree nodes={node.items} level={level + 1} />
            </SidebarCategory>
          )}
        </li>
      ))}
    </ul>
  );
}

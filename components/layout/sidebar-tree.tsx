import type { SidebarNode } from '@/lib/sidebar';
import { SidebarCategory } from './sidebar-category';
import { SidebarLink } from './sidebar-link';

/**
 * Renders sidebar entries as nested lists: the links and categories are the stateful parts.
 * Imported by client components only (sidebar-nav.tsx and, for entries loaded later, the
 * categories themselves).
 */
export function SidebarTree({ nodes, section, level = 1 }: { nodes: SidebarNode[]; section: string; level?: number }) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {nodes.map((node) => (
        <li key={node.type + node.id} className="sidebar__item">
          {node.type === 'page' ? (
            <SidebarLink href={node.href} label={node.label} unlisted={node.unlisted} />
          ) : (
            <SidebarCategory node={node} section={section} level={level} />
          )}
        </li>
      ))}
    </ul>
  );
}

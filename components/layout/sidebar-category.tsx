'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { findCategory, type SidebarCategoryNode, sidebarNodes } from '@/lib/sidebar';
import { assetPath, isSamePage } from '@/lib/paths';
import { loadSectionTree, setExpandedChoice, useExpandedChoice, useSectionTree } from '@/lib/stores/sidebar-store';
import { useHydrated } from '@/lib/use-hydrated';
import { SidebarTree } from './sidebar-tree';
import { SiteLink } from './site-link';

/**
 * A collapsible sidebar group. It is open when the current page is inside it; elsewhere it keeps
 * the reader's last choice across pages. A category off the current page's branch arrives
 * without its entries: they come from the section's navigation file, fetched once, when the
 * reader opens it. Before the page is interactive (or without JavaScript) such a category
 * without a page of its own is a link to its first page, where its branch is open.
 */
export function SidebarCategory({
  node,
  section,
  level,
}: {
  node: SidebarCategoryNode;
  section: string;
  level: number;
}) {
  const pathname = usePathname() ?? '';
  const choiceKey = `${section}:${node.id}`;
  const choice = useExpandedChoice(choiceKey);
  const [expanded, setExpanded] = useState(node.open || choice === true);
  const [wasOpen, setWasOpen] = useState(node.open);
  const [failed, setFailed] = useState(false);
  const tree = useSectionTree(section);
  const listId = useId();

  // Navigating into the category opens it; adjusting state during render avoids an extra pass.
  if (node.open !== wasOpen) {
    setWasOpen(node.open);
    if (node.open) setExpanded(true);
  }

  const items = useMemo(() => {
    if (node.items) return node.items;
    const full = tree && findCategory(tree, node.id);
    return full ? sidebarNodes(full.items) : null;
  }, [node.items, node.id, tree]);

  const needsTree = expanded && !items;
  useEffect(() => {
    if (!needsTree) return;
    let cancelled = false;
    loadSectionTree(section).then(
      () => !cancelled && setFailed(false),
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [needsTree, section]);

  const preload = () => {
    if (!items) void loadSectionTree(section).catch(() => {});
  };

  const toggle = (
    <CategoryToggle
      node={node}
      expanded={expanded}
      listId={listId}
      onToggle={() => {
        setExpanded(!expanded);
        setExpandedChoice(choiceKey, !expanded);
      }}
      onPreload={preload}
    />
  );

  const fallback = node.href ?? node.first;
  return (
    <div className="sidebar__category" data-expanded={expanded}>
      <div className="sidebar__category-row">
        {node.href ? (
          <>
            <SiteLink
              href={node.href}
              className="sidebar__link sidebar__link--category"
              aria-current={isSamePage(pathname, node.href) ? 'page' : undefined}
            >
              {node.label}
            </SiteLink>
            {toggle}
          </>
        ) : (
          toggle
        )}
      </div>
      <div id={listId} hidden={!expanded} aria-busy={needsTree && !failed ? true : undefined}>
        {items && (expanded || node.items) && <SidebarTree nodes={items} section={section} level={level + 1} />}
        {needsTree && failed && (
          <p className="sidebar__error" role="status">
            This menu could not be loaded.
            {fallback && (
              <>
                {' '}
                <SiteLink href={fallback}>Open {node.label}</SiteLink>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

const caret = (
  <svg className="sidebar__caret" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
  </svg>
);

/**
 * The category's open/close control. Before the page is interactive (and without JavaScript) a
 * category without a page of its own is a plain link to its first page instead: a plain anchor,
 * not next/link, as it only lives until hydration swaps it for the button. The swap lives here, not
 * in the category, so hydration renders only this control again, not the category's entries.
 */
function CategoryToggle({
  node,
  expanded,
  listId,
  onToggle,
  onPreload,
}: {
  node: SidebarCategoryNode;
  expanded: boolean;
  listId: string;
  onToggle: () => void;
  onPreload: () => void;
}) {
  const hydrated = useHydrated();
  if (!hydrated && node.first && !node.href) {
    return (
      <a className="sidebar__toggle" href={assetPath(node.first)}>
        <span className="sidebar__category-label">{node.label}</span>
        {caret}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="sidebar__toggle js-only"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-label={node.href ? `${expanded ? 'Collapse' : 'Expand'} ${node.label}` : undefined}
      onClick={onToggle}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {!node.href && <span className="sidebar__category-label">{node.label}</span>}
      {caret}
    </button>
  );
}

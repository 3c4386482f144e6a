'use client';

import { useEffect, useState } from 'react';
import { currentHeading } from '@/lib/current-heading';
import type { TocItem } from '@/lib/content/mdx-tree';

/** The current heading as the reader scrolls and jumps (see lib/current-heading.ts). */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const headings = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const current = currentHeading(headings, {
        height: window.innerHeight,
        landing: parseFloat(getComputedStyle(root).scrollPaddingTop) || 0,
        line: window.innerHeight / 4,
        atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 2,
        jumpedTo: decodeHash(window.location.hash) || null,
      });
      setActive(current ?? ids[0]);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // A jump to a section already in view scrolls nothing.
    window.addEventListener('hashchange', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('hashchange', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** The id a `#hash` names (heading ids may hold encoded characters). */
function decodeHash(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function TocList({ items, active }: { items: TocItem[]; active: string | null }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--h${item.depth}`}>
          <a href={`#${item.id}`} className="toc__link" aria-current={active === item.id ? 'location' : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Table of contents (h2 and h3): a column on desktop, a collapsible "On this page" on mobile. */
export function TableOfContents({ items, variant }: { items: TocItem[]; variant: 'desktop' | 'mobile' }) {
  const active = useActiveHeading(variant === 'desktop' ? items.map((i) => i.id) : []);
  if (items.length === 0) return null;
  if (variant === 'mobile') {
    return (
      <details className="toc toc--mobile">
        <summary>On this page</summary>
        <TocList items={items} active={null} />
      </details>
    );
  }
  return (
    <nav className="toc toc--desktop" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList items={items} active={active} />
    </nav>
  );
}

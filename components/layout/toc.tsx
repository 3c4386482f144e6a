'use client';

import { useEffect, useState } from 'react';
import type { TocItem } from '@/lib/content/mdx-tree';

/** The heading nearest above the reading line (a quarter down the viewport) is the current one. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 4;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        if (el.getBoundingClientRect().top <= line) current = id;
        else break;
      }
      setActive(current ?? ids[0]);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
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

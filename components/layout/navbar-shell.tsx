'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The sticky navbar container. It slides away while the reader scrolls down and comes back on
 * the way up, but stays put while the address has a #anchor (the reader jumped to a section and
 * expects the page chrome to stay where it is).
 */
export function NavbarShell({ hideOnScroll, children }: { hideOnScroll: boolean; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!hideOnScroll) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 60;
      if (window.location.hash || y < height) {
        setHidden(false);
      } else if (Math.abs(y - lastY) > 4) {
        setHidden(y > lastY);
      }
      lastY = y;
    };
    const onHashChange = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [hideOnScroll]);

  return (
    <header
      ref={ref}
      className="navbar"
      data-hidden={hidden ? 'true' : undefined}
      // Back in view for its search box (Ctrl/⌘+K focuses it without scrolling the page).
      onFocus={(event) => event.target.matches('.search__input') && setHidden(false)}
    >
      <nav className="navbar__inner" aria-label="Main">
        {children}
      </nav>
    </header>
  );
}

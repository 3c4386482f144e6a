import type { ReactNode } from 'react';

/** Id of the page's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's `<main>` landmark: the content the skip link jumps to. Layouts with a sidebar put it
 * beside the sidebar, not around it, so skipping to it skips the sidebar's links too; every page
 * renders exactly one.
 */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}

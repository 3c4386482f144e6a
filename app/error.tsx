'use client';

import { MainContent } from '@/components/layout/main-content';
import { RouteErrorScreen } from '@/components/layout/route-error';

/** Replaces everything below the root layout, sidebars included, so it brings its own <main>. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MainContent>
      <RouteErrorScreen error={error} reset={reset} />
    </MainContent>
  );
}

'use client';

// First: the components' own styles, imported through the modules below, come after it.
import './globals.css';
import { RouteErrorScreen } from '@/components/layout/route-error';

/** Last resort when the root layout itself fails: a bare document with the crash screen. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main-content">
          <RouteErrorScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}

'use client';

import { CrashScreen } from '@/components/layout/crash-screen';
import './globals.css';

/** Last resort when the root layout itself fails: a bare document with the crash screen. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main-content">
          <CrashScreen error={error} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}

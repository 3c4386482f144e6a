'use client';

import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/lib/chunk-reload';
import { isChunkLoadError } from '@/lib/network';
import { CrashScreen } from './crash-screen';

/**
 * What an error boundary shows. A page resource that failed to load (a tab left open across a
 * deploy) reloads the page once with a warning; "Try again" reloads too, because re-rendering
 * would only meet the same failed chunk again. Any other error is logged and "Try again"
 * re-renders the segment.
 */
export function RouteErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (!reloadAfterChunkError(error)) console.error(error);
  }, [error]);
  const retry = isChunkLoadError(error) ? () => window.location.reload() : reset;
  return <CrashScreen error={error} onRetry={retry} />;
}

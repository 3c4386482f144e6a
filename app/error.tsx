'use client';

import { useEffect } from 'react';
import { CrashScreen } from '@/components/layout/crash-screen';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <CrashScreen error={error} onRetry={reset} />;
}

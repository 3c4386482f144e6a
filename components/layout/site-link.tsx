'use client';

import Link from 'next/link';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { type ConnectionInfo, shouldPrefetch } from '@/lib/network';

const noSubscribe = () => () => {};

function readPrefetchAllowed(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/** next/link that skips prefetching on 2g and save-data connections. */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(noSubscribe, readPrefetchAllowed, () => true);
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}

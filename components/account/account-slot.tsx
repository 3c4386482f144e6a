'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { accountsEnabled } from '@/lib/account/enabled';

const loadAccountArea = () => import('./account-area').then((module) => module.AccountArea);

/**
 * Where the account area goes in the navbar. The static HTML cannot know who is reading, so the
 * area renders nothing before hydration anyway; this slot fetches its code right after hydration
 * instead of shipping it in every page's first load. Builds without accounts never fetch it.
 * If the code cannot be fetched (offline on a page read before), there is simply no Sign in
 * button: signing in needs the network too.
 */
export function AccountSlot() {
  const [Area, setArea] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!accountsEnabled) return;
    let active = true;
    loadAccountArea().then(
      (component) => active && setArea(() => component),
      (error: unknown) => console.warn('Accounts: the account area could not be loaded.', error),
    );
    return () => {
      active = false;
    };
  }, []);

  return Area ? <Area /> : null;
}

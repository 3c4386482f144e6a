'use client';

import { useState } from 'react';
import { describeAccountError } from '@/lib/account/errors';
import { loadAccountSession } from '@/lib/account/session-boot';
import type { AccountUser } from '@/lib/stores/user-store';
import { AccountMenu } from './account-menu';
import { PointsBadge } from './points-badge';

/**
 * What a signed-in reader sees in the navbar: the live points badge, the avatar with its menu, and
 * Sign out (inside the menu on narrow screens, where the navbar has no room for it). Loaded on
 * demand, so anonymous readers never download it.
 */
export function AccountControls({ user }: { user: AccountUser }) {
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    setError(null);
    loadAccountSession()
      .then((session) => session.signOut())
      .catch((reason: unknown) => setError(describeAccountError(reason)));
  };
  return (
    <>
      <PointsBadge />
      <AccountMenu user={user} onSignOut={signOut} />
      {/* On narrow screens this button gives way to the same entry in the avatar menu. */}
      <button type="button" className="button button--small account-sign-out" onClick={signOut}>
        Sign out
      </button>
      {error && (
        <span className="account-inline-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

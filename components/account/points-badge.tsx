'use client';

import { useUserPoints } from '@/lib/stores/user-store';

/**
 * The signed-in reader's total, e.g. "30 pts". It follows the live record, so it changes as soon
 * as a quiz is answered here or in another tab; as a polite live region it is announced too.
 */
export function PointsBadge() {
  const points = useUserPoints();
  return (
    <span className="account-badge" role="status" aria-live="polite" aria-label="Your points" title="Your quiz points">
      {points} pts
    </span>
  );
}

'use client';

import { useEffect } from 'react';
import { readPreferredVersion, savePreferredVersion } from '@/lib/docs-version';

/** Keeps the stored docs version for this section valid and current. Renders nothing. */
export function DocsVersionSync({ section, version, known }: { section: string; version: string; known: string[] }) {
  useEffect(() => {
    try {
      readPreferredVersion(window.localStorage, section, known);
      savePreferredVersion(window.localStorage, section, version, known);
    } catch {
      // Storage can be unavailable (privacy mode); the version choice is a convenience only.
    }
  }, [section, version, known]);
  return null;
}

'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { type ColorModeChoice, colorModeToggleLabel, nextColorMode, parseStoredColorMode } from '@/lib/color-mode';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The navbar button that switches colour mode. The icons come from the server (see
 * color-mode-icons.tsx) as rendered elements, so their SVG paths are not part of the JavaScript.
 */
export function ColorModeToggle({
  respectPrefersColorScheme,
  icons,
}: {
  respectPrefersColorScheme: boolean;
  /** The icon shown for each choice. */
  icons: Record<ColorModeChoice, ReactNode>;
}) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  // The icon depends on local storage, which the server cannot see.
  const mounted = useHydrated();
  // Null until the stored choice is known (after mount) and valid (an unexpected one is being
  // replaced by the default, see theme-provider.tsx).
  const current = mounted ? parseStoredColorMode(theme) : null;
  const shown = resolvedTheme === 'dark' ? 'dark' : 'light';
  const label = current
    ? colorModeToggleLabel(current, respectPrefersColorScheme, shown)
    : 'Switch between dark and light mode';

  return (
    <button
      type="button"
      className="icon-button js-only"
      aria-label={label}
      title={label}
      data-color-mode={current ?? undefined}
      onClick={() => setTheme(nextColorMode(current ?? undefined, respectPrefersColorScheme, shown))}
    >
      {current ? icons[current] : <span className="icon-placeholder" aria-hidden="true" />}
    </button>
  );
}

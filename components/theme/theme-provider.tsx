'use client';

import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes';
import { type ReactNode, useEffect } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorModeChoice,
  initialColorMode,
  isUnexpectedColorMode,
  unexpectedColorModeMessage,
} from '@/lib/color-mode';
import type { ColorModeConfig } from '@/lib/site-config';

/**
 * next-themes behind the site's colour-mode settings. Its inline script sets `data-theme` before
 * the first paint, so there is no flash; it stores the choice and follows other tabs through the
 * storage event. With the switch disabled the stored choice is deleted and the default forced.
 *
 * `system` is always understood, so a stored `system` choice follows the operating system even
 * when the site does not start new readers on it (respectPrefersColorScheme only decides the
 * default and whether the toggle offers it). An unexpected stored value is removed before the
 * first paint by the layout's inline script (colorModeInlineScript); one that arrives later from
 * another tab is caught by UnexpectedColorModeGuard. Both log a console error and use the default.
 */
export function ThemeProvider({ config, children }: { config: ColorModeConfig; children: ReactNode }) {
  useEffect(() => {
    if (!config.disableSwitch) return;
    try {
      window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    } catch {
      // Storage is blocked: there is no stored choice to delete, and the default is forced anyway.
    }
  }, [config.disableSwitch]);

  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme={initialColorMode(config)}
      enableSystem
      forcedTheme={config.disableSwitch ? config.defaultMode : undefined}
      themes={['light', 'dark']}
      // No `disableTransitionOnChange`: next-themes applies it on mount too, adding and removing a
      // universal style rule that makes the browser restyle the whole page twice while it
      // hydrates. No colour in the site's CSS is transitioned, so switching needs no suppression.
    >
      {!config.disableSwitch && <UnexpectedColorModeGuard fallback={initialColorMode(config)} />}
      {children}
    </NextThemesProvider>
  );
}

/** Replaces an unexpected choice (written by another tab) with the default, with a console error. */
function UnexpectedColorModeGuard({ fallback }: { fallback: ColorModeChoice }) {
  const { theme, setTheme } = useTheme();
  useEffect(() => {
    if (!isUnexpectedColorMode(theme)) return;
    console.error(unexpectedColorModeMessage(theme, fallback));
    setTheme(fallback);
  }, [theme, fallback, setTheme]);
  return null;
}

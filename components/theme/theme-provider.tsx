'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import { type ReactNode, useEffect } from 'react';
import { COLOR_MODE_STORAGE_KEY, initialColorMode } from '@/lib/color-mode';
import type { ColorModeConfig } from '@/lib/site-config';

/**
 * next-themes behind the site's colour-mode settings. Its inline script sets `data-theme` before
 * the first paint, so there is no flash; it stores the choice and follows other tabs through the
 * storage event. With the switch disabled the stored choice is deleted and the default forced.
 */
export function ThemeProvider({ config, children }: { config: ColorModeConfig; children: ReactNode }) {
  useEffect(() => {
    if (config.disableSwitch) window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  }, [config.disableSwitch]);

  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme={initialColorMode(config)}
      enableSystem={config.respectPrefersColorScheme}
      forcedTheme={config.disableSwitch ? config.defaultMode : undefined}
      themes={['light', 'dark']}
      // No `disableTransitionOnChange`: next-themes applies it on mount too, adding and removing a
      // universal style rule that makes the browser restyle the whole page twice while it
      // hydrates. No colour in the site's CSS is transitioned, so switching needs no suppression.
    >
      {children}
    </NextThemesProvider>
  );
}

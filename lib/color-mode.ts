/**
 * Colour-mode rules, kept pure so they can be tested without a browser. next-themes stores the
 * choice and syncs tabs; these functions decide what the toggle does and what a stored value
 * means.
 */
import type { ColorModeConfig } from './site-config';

/** What the reader can choose. `system` follows the operating system. */
export type ColorModeChoice = 'light' | 'dark' | 'system';

/** Key under which next-themes keeps the choice in local storage. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * The next choice when the toggle is pressed. With system preference respected it cycles
 * system → light → dark → system; without it, it flips between dark and light.
 */
export function nextColorMode(
  current: ColorModeChoice | undefined,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (respectPrefersColorScheme) {
    if (current === 'system' || current === undefined) return 'light';
    if (current === 'light') return 'dark';
    return 'system';
  }
  return current === 'dark' ? 'light' : 'dark';
}

/** Reads a stored value; anything unexpected becomes null (the default applies). */
export function parseStoredColorMode(
  value: string | null | undefined,
  config: ColorModeConfig,
): ColorModeChoice | null {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system' && config.respectPrefersColorScheme) return 'system';
  return null;
}

/** The mode shown for a choice, given whether the OS prefers dark. */
export function resolveColorMode(choice: ColorModeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The choice a first-time reader starts with. */
export function initialColorMode(config: ColorModeConfig): ColorModeChoice {
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** Accessible name of the toggle: says what it shows now and what pressing it does. */
export function colorModeToggleLabel(current: ColorModeChoice, respectPrefersColorScheme: boolean): string {
  const names: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };
  const next = nextColorMode(current, respectPrefersColorScheme);
  return `Switch between dark and light mode (currently ${names[current]}; next: ${names[next]})`;
}

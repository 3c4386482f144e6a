/**
 * Colour-mode rules, kept pure so they can be tested without a browser. next-themes stores the
 * choice and syncs tabs; these functions decide what the toggle does and what a stored value
 * means.
 */
import { scriptJson } from './inline-script';
import type { ColorMode, ColorModeConfig } from './site-config';

/** What the reader can choose. `system` follows the operating system. */
export type ColorModeChoice = 'light' | 'dark' | 'system';

/** Key under which next-themes keeps the choice in local storage. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

const CHOICES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];

/**
 * The next choice when the toggle is pressed. With system preference respected it cycles
 * system → light → dark → system; without it, it flips between dark and light. A stored `system`
 * choice (kept from a time the site offered it) flips to the opposite of what is shown.
 */
export function nextColorMode(
  current: ColorModeChoice | undefined,
  respectPrefersColorScheme: boolean,
  shown?: ColorMode,
): ColorModeChoice {
  if (respectPrefersColorScheme) {
    if (current === 'system' || current === undefined) return 'light';
    if (current === 'light') return 'dark';
    return 'system';
  }
  if (current === 'system') return shown === 'dark' ? 'light' : 'dark';
  return current === 'dark' ? 'light' : 'dark';
}

/**
 * Reads a stored value. `light`, `dark` and `system` are choices (a stored `system` follows the
 * operating system whatever the site's default); nothing stored is null; anything else is
 * unexpected and also null, so the default applies (see unexpectedColorModeMessage).
 */
export function parseStoredColorMode(value: string | null | undefined): ColorModeChoice | null {
  return CHOICES.includes(value as ColorModeChoice) ? (value as ColorModeChoice) : null;
}

/** Whether a stored value is something other than nothing or a known choice. */
export function isUnexpectedColorMode(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== '' && parseStoredColorMode(value) === null;
}

/** The console error for an unexpected stored value, split around the value (the inline script needs the parts). */
function unexpectedColorModeParts(fallback: ColorModeChoice): [string, string] {
  return [
    'Unexpected colour mode ',
    ` stored under "${COLOR_MODE_STORAGE_KEY}" in local storage: expected "light", "dark" or "system". ` +
      `Using the default mode (${fallback}) instead.`,
  ];
}

/** The console error for an unexpected stored value; it names the value, the key and the fallback. */
export function unexpectedColorModeMessage(value: string, fallback: ColorModeChoice): string {
  const [before, after] = unexpectedColorModeParts(fallback);
  return `${before}${JSON.stringify(value)}${after}`;
}

/** The mode shown for a choice, given whether the OS prefers dark. */
export function resolveColorMode(choice: ColorModeChoice, systemPrefersDark: boolean): ColorMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The choice a first-time reader starts with. */
export function initialColorMode(config: ColorModeConfig): ColorModeChoice {
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** Accessible name of the toggle: says what it shows now and what pressing it does. */
export function colorModeToggleLabel(
  current: ColorModeChoice,
  respectPrefersColorScheme: boolean,
  shown?: ColorMode,
): string {
  const names: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };
  const next = nextColorMode(current, respectPrefersColorScheme, shown);
  return `Switch between dark and light mode (currently ${names[current]}; next: ${names[next]})`;
}

/**
 * The inline script that checks the stored choice before next-themes' own script reads it: an
 * unexpected value is reported with console.error and removed, so the first paint already shows
 * the default mode. Plain ES5, because it runs before any bundle; values are embedded with
 * scriptJson (safe inside a script element).
 */
export function colorModeInlineScript(config: ColorModeConfig): string {
  const [before, after] = unexpectedColorModeParts(initialColorMode(config));
  return (
    `(function(){try{var s=window.localStorage,k=${scriptJson(COLOR_MODE_STORAGE_KEY)},v=s.getItem(k);` +
    `if(v!==null&&v!==''&&${scriptJson(CHOICES)}.indexOf(v)<0){` +
    `console.error(${scriptJson(before)}+JSON.stringify(v)+${scriptJson(after)});s.removeItem(k)}}catch(e){}})();`
  );
}

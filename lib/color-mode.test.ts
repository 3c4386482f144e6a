import { describe, expect, it } from 'vitest';
import type { ColorModeConfig } from './site-config';
import {
  colorModeInlineScript,
  colorModeToggleLabel,
  COLOR_MODE_STORAGE_KEY,
  isUnexpectedColorMode,
  initialColorMode,
  nextColorMode,
  parseStoredColorMode,
  resolveColorMode,
  unexpectedColorModeMessage,
} from './color-mode';

const base: ColorModeConfig = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };

describe('colour-mode state machine', () => {
  it('cycles system → light → dark → system when the OS preference is respected', () => {
    expect(nextColorMode('system', true)).toBe('light');
    expect(nextColorMode('light', true)).toBe('dark');
    expect(nextColorMode('dark', true)).toBe('system');
    expect(nextColorMode(undefined, true)).toBe('light');
  });

  it('toggles dark ↔ light when it is not', () => {
    expect(nextColorMode('light', false)).toBe('dark');
    expect(nextColorMode('dark', false)).toBe('light');
    expect(nextColorMode(undefined, false)).toBe('dark');
  });

  it('starts on the default mode, or on system when the OS preference is respected', () => {
    expect(initialColorMode(base)).toBe('light');
    expect(initialColorMode({ ...base, defaultMode: 'dark' })).toBe('dark');
    expect(initialColorMode({ ...base, respectPrefersColorScheme: true })).toBe('system');
  });

  it('reads stored values strictly; a stored system choice is kept whatever the default', () => {
    expect(parseStoredColorMode('dark')).toBe('dark');
    expect(parseStoredColorMode('system')).toBe('system');
    expect(parseStoredColorMode('purple')).toBeNull();
    expect(parseStoredColorMode(null)).toBeNull();
    expect(isUnexpectedColorMode('purple')).toBe(true);
    expect(isUnexpectedColorMode('system')).toBe(false);
    expect(isUnexpectedColorMode(null)).toBe(false);
    expect(isUnexpectedColorMode(undefined)).toBe(false);
  });

  it('flips a stored system choice to the opposite of what is shown when system is not offered', () => {
    expect(nextColorMode('system', false, 'dark')).toBe('light');
    expect(nextColorMode('system', false, 'light')).toBe('dark');
    expect(colorModeToggleLabel('system', false, 'dark')).toBe(
      'Switch between dark and light mode (currently system mode; next: light mode)',
    );
  });

  it('resolves system from the OS preference', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });

  it('labels the toggle with the current and next mode', () => {
    expect(colorModeToggleLabel('light', false)).toBe(
      'Switch between dark and light mode (currently light mode; next: dark mode)',
    );
    expect(colorModeToggleLabel('dark', true)).toContain('next: system mode');
  });

  it('names the value, the storage key and the fallback in the error for an unexpected value', () => {
    expect(unexpectedColorModeMessage('blue', 'light')).toBe(
      'Unexpected colour mode "blue" stored under "theme" in local storage: expected "light", "dark" or "system". ' +
        'Using the default mode (light) instead.',
    );
  });
});

describe('colour-mode inline script', () => {
  function run(stored: string | null, config = base) {
    const store = new Map<string, string>();
    if (stored !== null) store.set(COLOR_MODE_STORAGE_KEY, stored);
    const errors: string[] = [];
    const window = {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        removeItem: (key: string) => void store.delete(key),
      },
    };
    const console = { error: (message: string) => errors.push(message) };
    new Function('window', 'console', colorModeInlineScript(config))(window, console);
    return { errors, stored: store.get(COLOR_MODE_STORAGE_KEY) ?? null };
  }

  it('reports and removes an unexpected stored value, so the default applies', () => {
    expect(run('blue')).toEqual({ errors: [unexpectedColorModeMessage('blue', 'light')], stored: null });
    expect(run('"quoted"', { ...base, defaultMode: 'dark' }).errors).toEqual([
      unexpectedColorModeMessage('"quoted"', 'dark'),
    ]);
  });

  it('leaves expected values and an empty store alone', () => {
    for (const value of ['light', 'dark', 'system']) expect(run(value)).toEqual({ errors: [], stored: value });
    expect(run(null)).toEqual({ errors: [], stored: null });
  });
});

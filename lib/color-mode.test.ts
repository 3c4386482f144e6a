import { describe, expect, it } from 'vitest';
import {
  colorModeToggleLabel,
  initialColorMode,
  nextColorMode,
  parseStoredColorMode,
  resolveColorMode,
} from './color-mode';

const base = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };

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

  it('reads stored values strictly', () => {
    expect(parseStoredColorMode('dark', base)).toBe('dark');
    expect(parseStoredColorMode('system', base)).toBeNull();
    expect(parseStoredColorMode('system', { ...base, respectPrefersColorScheme: true })).toBe('system');
    expect(parseStoredColorMode('purple', base)).toBeNull();
    expect(parseStoredColorMode(null, base)).toBeNull();
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
});

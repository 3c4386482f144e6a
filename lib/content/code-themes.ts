/**
 * Syntax-highlighting themes for code blocks, adjusted so every token colour reaches WCAG AA
 * contrast (4.5:1) on the site's code background in its colour mode. GitHub's default themes
 * are close; the few colours that fall short are darkened (light) or lightened (dark) in small
 * steps until they pass, so the palette keeps its look.
 */
import githubDarkDefault from 'shiki/themes/github-dark-default.mjs';
import githubLightDefault from 'shiki/themes/github-light-default.mjs';
import type { ThemeRegistrationRaw } from 'shiki';

/** Code block backgrounds, kept in sync with `--code-bg` in app/globals.css. */
export const CODE_BACKGROUNDS = { light: '#f6f8fa', dark: '#1f2229' } as const;
export const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function mix(hex: string, target: number, amount: number): string {
  return `#${channels(hex)
    .map((v) => Math.round(v + (target - v) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour itself if it passes, otherwise the nearest step towards black or white that does. */
export function ensureContrast(color: string, background: string, min = MIN_CONTRAST): string {
  const hex = color.slice(0, 7).toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(hex) || contrastRatio(hex, background) >= min) return color;
  const towards = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(hex, towards, step * 0.05);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}

function adjust(theme: ThemeRegistrationRaw, background: string, name: string): ThemeRegistrationRaw {
  const rules = (theme.tokenColors ?? theme.settings ?? []).map((rule) =>
    rule.settings?.foreground ? { ...rule, settings: { ...rule.settings, foreground: ensureContrast(rule.settings.foreground, background) } } : rule,
  );
  return {
    ...theme,
    name,
    colors: { ...theme.colors, 'editor.foreground': ensureContrast(theme.colors?.['editor.foreground'] ?? '#000000', background) },
    settings: rules,
    tokenColors: rules,
  };
}

export const codeThemes = {
  light: adjust(githubLightDefault as unknown as ThemeRegistrationRaw, CODE_BACKGROUNDS.light, 'sfx-light'),
  dark: adjust(githubDarkDefault as unknown as ThemeRegistrationRaw, CODE_BACKGROUNDS.dark, 'sfx-dark'),
};

import { describe, expect, it } from 'vitest';
import { CODE_BACKGROUNDS, codeThemes, contrastRatio, ensureContrast } from './code-themes';

describe('code themes', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('moves a failing colour just far enough', () => {
    const fixed = ensureContrast('#6e7781', CODE_BACKGROUNDS.light);
    expect(contrastRatio(fixed, CODE_BACKGROUNDS.light)).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#24292f', CODE_BACKGROUNDS.light)).toBe('#24292f');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`every token colour of the ${mode} theme passes 4.5:1 on the code background`, () => {
      const theme = codeThemes[mode];
      const colors = [theme.colors?.['editor.foreground'], ...(theme.tokenColors ?? []).map((r) => r.settings?.foreground)].filter(
        (c): c is string => typeof c === 'string' && /^#[0-9a-f]{6}/i.test(c),
      );
      expect(colors.length).toBeGreaterThan(5);
      for (const color of colors) expect(contrastRatio(color.slice(0, 7), CODE_BACKGROUNDS[mode]), color).toBeGreaterThanOrEqual(4.5);
    });
  }
});

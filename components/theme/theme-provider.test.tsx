// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-mode';
import { ThemeProvider } from './theme-provider';

const config = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } as const;

function stubMatchMedia() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
    onchange: null,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('ThemeProvider', () => {
  it('adds no stylesheet to the page while it mounts, so hydration does not restyle the whole page', async () => {
    stubMatchMedia();
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => added.push(node.nodeName));
    });
    observer.observe(document.head, { childList: true });

    render(
      <ThemeProvider config={config}>
        <p>content</p>
      </ThemeProvider>,
    );
    // Effects have run and next-themes' one-tick cleanup timer (if any) has fired.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await Promise.resolve();
    observer.disconnect();

    expect(added.filter((name) => name === 'STYLE')).toEqual([]);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('applies a stored choice on mount', async () => {
    stubMatchMedia();
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider config={config}>
        <p>content</p>
      </ThemeProvider>,
    );
    await act(() => Promise.resolve());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('with the switch disabled, forces the default even when storage is blocked (removing the choice throws)', async () => {
    stubMatchMedia();
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      render(
        <ThemeProvider config={{ ...config, defaultMode: 'dark', disableSwitch: true }}>
          <p>content</p>
        </ThemeProvider>,
      );
      await act(() => Promise.resolve());
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});

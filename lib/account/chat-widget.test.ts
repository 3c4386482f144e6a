// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatVisitor, loadTawkWidget, removeTawkWidget, resolveTawkEmbed, updateTawkVisitor } from './chat-widget';

describe('resolveTawkEmbed', () => {
  it('builds the embed URL from both ids', () => {
    expect(resolveTawkEmbed('test-property', 'test-widget')).toEqual({
      ok: true,
      src: 'https://embed.tawk.to/test-property/test-widget',
    });
    expect(resolveTawkEmbed(' 64f0a1b2c3d4e5f6a7b8c9d0 ', '1h9abcdef ')).toEqual({
      ok: true,
      src: 'https://embed.tawk.to/64f0a1b2c3d4e5f6a7b8c9d0/1h9abcdef',
    });
  });

  it.each([
    ['', 'w', /NEXT_PUBLIC_TAWK_PROPERTY_ID is empty/],
    ['p', '  ', /NEXT_PUBLIC_TAWK_WIDGET_ID is empty/],
    [undefined, undefined, /PROPERTY_ID and NEXT_PUBLIC_TAWK_WIDGET_ID are empty/],
  ])('refuses missing ids (%j, %j)', (property, widget, reason) => {
    const result = resolveTawkEmbed(property, widget);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it.each([
    ['../evil', 'w'],
    ['p', 'w?x=1'],
    ['https://example.com/x', 'w'],
    ['p', 'a/b'],
  ])('refuses ids that would change the URL (%s, %s)', (property, widget) => {
    expect(resolveTawkEmbed(property, widget).ok).toBe(false);
  });
});

describe('chatVisitor', () => {
  it('passes the name and email', () => {
    expect(chatVisitor({ name: 'Ada Lovelace', email: 'ada@example.com' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('falls back to the email local part for a name', () => {
    expect(chatVisitor({ name: null, email: 'ada@example.com' })).toEqual({ name: 'ada', email: 'ada@example.com' });
    expect(chatVisitor({ name: '  ', email: null })).toEqual({ name: 'Reader', email: '' });
  });
});

describe('loading and removing the widget', () => {
  type TawkGlobals = { Tawk_API?: { visitor?: unknown; shutdown?: () => void }; Tawk_LoadStart?: Date };
  const globals = () => window as unknown as TawkGlobals;

  afterEach(() => {
    removeTawkWidget();
    document.body.innerHTML = '';
  });

  it('sets the visitor before inserting one script', () => {
    const script = loadTawkWidget('https://embed.tawk.to/p/w', { name: 'Ada', email: 'ada@example.com' });
    expect(globals().Tawk_API?.visitor).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(script.src).toBe('https://embed.tawk.to/p/w');
    expect(script.async).toBe(true);
    loadTawkWidget('https://embed.tawk.to/p/w', { name: 'Ada', email: 'ada@example.com' });
    expect(document.querySelectorAll('script[src^="https://embed.tawk.to"]')).toHaveLength(1);
  });

  it('updates the visitor before and after Tawk has loaded', () => {
    updateTawkVisitor({ name: 'Nobody', email: '' });
    expect(globals().Tawk_API).toBeUndefined();
    loadTawkWidget('https://embed.tawk.to/p/w', { name: 'ada', email: 'ada@example.com' });
    updateTawkVisitor({ name: 'Ada', email: 'ada@example.com' });
    expect(globals().Tawk_API?.visitor).toEqual({ name: 'Ada', email: 'ada@example.com' });
    const setAttributes = vi.fn();
    (globals().Tawk_API as { setAttributes?: unknown }).setAttributes = setAttributes;
    updateTawkVisitor({ name: 'Ada L.', email: 'ada@example.com' });
    expect(setAttributes).toHaveBeenCalledWith({ name: 'Ada L.', email: 'ada@example.com' }, expect.any(Function));
  });

  it('removes the scripts, widget containers, iframes and globals', () => {
    loadTawkWidget('https://embed.tawk.to/p/w', { name: 'Ada', email: 'ada@example.com' });
    const shutdown = vi.fn();
    globals().Tawk_API!.shutdown = shutdown;
    // What Tawk adds once loaded: more scripts from its origin and a container with iframes.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script src="https://embed.tawk.to/_s/v4/app/main.js"></script><div class="widget-visible"><iframe title="chat widget"></iframe></div><p id="keep">page</p>',
    );
    removeTawkWidget();
    expect(shutdown).toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('.widget-visible')).toBeNull();
    expect(document.getElementById('keep')).not.toBeNull();
    expect(globals().Tawk_API).toBeUndefined();
    expect(globals().Tawk_LoadStart).toBeUndefined();
  });
});

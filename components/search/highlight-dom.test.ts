// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHighlights, CLEAR_CONTROL_CLASS, findRanges, HIGHLIGHT_NAME } from './highlight-dom';

function page(html: string): Element {
  document.body.innerHTML = `<main id="main-content" tabindex="-1"><div class="markdown">${html}</div></main>`;
  return document.querySelector('.markdown') as Element;
}

afterEach(() => {
  document.body.innerHTML = '';
  // jsdom has neither `CSS` nor `Highlight`; the API test adds fakes.
  Reflect.deleteProperty(globalThis, 'Highlight');
  Reflect.deleteProperty(globalThis, 'CSS');
});

describe('findRanges', () => {
  it('finds the terms’ words, across elements, ignoring case and accents', () => {
    const root = page(
      '<p>Run <strong>Anonymous</strong> Àpex code.</p><pre><code>System.debug(1)</code></pre><script>apex</script>',
    );
    expect(findRanges(root, ['apex', 'anonymous', 'debug']).map((r) => r.toString())).toEqual([
      'Anonymous',
      'Àpex',
      'debug',
    ]);
  });

  it('finds a number as written, not inside another', () => {
    const root = page('<p>Since <b>5.0</b>.0, not 15.0: 2,000 rows.</p>');
    expect(findRanges(root, ['5.0', '2,000']).map((r) => r.toString())).toEqual(['5.0', '2,000']);
  });
});

describe('applyHighlights without the Custom Highlight API', () => {
  it('leaves the page as it is, matches or not', () => {
    const root = page('<h2 id="log">Read the log</h2><p>The debug log lists every log line.</p>');
    const original = root.innerHTML;
    // The reader's focus is somewhere (see below for where it goes otherwise).
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    expect(applyHighlights(root, ['log'], '#log').count).toBe(3);
    expect(applyHighlights(root, ['zebra'], '').count).toBe(0);
    expect(root.innerHTML).toBe(original);
  });
});

describe('the focus on arrival', () => {
  it('goes to the block of the first relevant match, so that Tab goes on from there; back as it was once it leaves', () => {
    const root = page('<p>Intro.</p><h2 id="log">Read the log</h2><p>The debug <a href="/x">log</a> lists lines.</p>');
    (document.activeElement as HTMLElement | null)?.blur();
    applyHighlights(root, ['debug'], '');
    const block = root.querySelectorAll('p')[1];
    expect(document.activeElement).toBe(block);
    expect(block.getAttribute('tabindex')).toBe('-1');
    block.blur();
    expect(block.hasAttribute('tabindex')).toBe(false);
  });

  it('stays where the reader has put it', () => {
    const root = page('<p>The debug log.</p>');
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    applyHighlights(root, ['debug'], '');
    expect(document.activeElement).toBe(button);
  });
});

/** A stand-in for the Custom Highlight API (jsdom has none); returns its registry. */
function fakeHighlightApi(): Map<string, Set<Range>> {
  const registry = new Map<string, Set<Range>>();
  class FakeHighlight extends Set<Range> {
    constructor(...ranges: Range[]) {
      super(ranges);
    }
  }
  Object.assign(globalThis, { Highlight: FakeHighlight, CSS: { highlights: registry } });
  return registry;
}

describe('applyHighlights with the Custom Highlight API', () => {
  it('registers the ranges under one highlight name and leaves the DOM untouched', () => {
    const registry = fakeHighlightApi();
    const root = page('<p>Permission sets and PermissionSetGroup.</p>');
    const { count, clear } = applyHighlights(root, ['permission'], '');
    expect(count).toBe(2);
    expect(registry.get(HIGHLIGHT_NAME)?.size).toBe(2);
    expect(root.querySelectorAll('mark').length).toBe(0);
    clear();
    expect(registry.has(HIGHLIGHT_NAME)).toBe(false);
  });

  it('finds the words again in a part of the page that renders anew, and stops once cleared', async () => {
    const registry = fakeHighlightApi();
    const root = page('<p>Anonymous Apex.</p><div id="quiz"><p>Does anonymous Apex commit DML?</p></div>');
    const { count, clear } = applyHighlights(root, ['anonymous'], '');
    expect(count).toBe(2);
    const texts = () => [...registry.get(HIGHLIGHT_NAME)!].map((range) => range.toString());
    // The quiz's script replaces its markup, as the interactive quiz does on load.
    root.querySelector('#quiz')!.innerHTML = '<fieldset><legend>Does anonymous Apex commit DML?</legend></fieldset>';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(texts()).toEqual(['Anonymous', 'anonymous']);
    expect(registry.get(HIGHLIGHT_NAME)!.size).toBe(2);
    const inQuiz = [...registry.get(HIGHLIGHT_NAME)!].filter((range) =>
      root.querySelector('legend')!.contains(range.startContainer),
    );
    expect(inQuiz).toHaveLength(1);
    // Once cleared, changes are no longer watched: the (unregistered) highlight is left as it was.
    const highlight = registry.get(HIGHLIGHT_NAME)!;
    const before = [...highlight];
    clear();
    expect(registry.has(HIGHLIGHT_NAME)).toBe(false);
    root.querySelector('#quiz')!.innerHTML = '<p>anonymous</p>';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(highlight.size).toBe(before.length);
    expect([...highlight].every((range, i) => range === before[i])).toBe(true);
  });

  it('offers a button, in a landmark, that clears the highlights and hands the focus to the content', () => {
    const registry = fakeHighlightApi();
    const root = page('<p>Permission sets.</p>');
    applyHighlights(root, ['permission'], '');
    const control = document.querySelector(`aside.${CLEAR_CONTROL_CLASS}`);
    expect(control?.getAttribute('aria-label')).toBe('Search highlights');
    const button = control!.querySelector('button')!;
    // Its key shown, but not read out twice: `aria-keyshortcuts` says it.
    expect(button.firstChild?.textContent).toBe('Clear search highlights');
    expect(button.querySelector('kbd[aria-hidden="true"]')?.textContent).toBe('Esc');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Escape');
    button.focus();
    button.click();
    expect(registry.has(HIGHLIGHT_NAME)).toBe(false);
    expect(document.querySelector(`.${CLEAR_CONTROL_CLASS}`)).toBeNull();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('clears on Escape from anywhere on the page, never from a field, a menu or an open dialog', () => {
    const registry = fakeHighlightApi();
    const root = page(
      '<p>Permission sets.</p><input id="field"><div role="menu"><a role="menuitem" href="#m">M</a></div>',
    );
    applyHighlights(root, ['permission'], '');
    const escape = (target: Element) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    escape(root.querySelector('#field')!);
    escape(root.querySelector('[role="menuitem"]')!);
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    escape(root.querySelector('p')!);
    expect(registry.has(HIGHLIGHT_NAME)).toBe(true);
    // Escape a handler has already used (the search list closing) is not ours either.
    dialog.remove();
    const used = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    used.preventDefault();
    document.body.dispatchEvent(used);
    expect(registry.has(HIGHLIGHT_NAME)).toBe(true);
    // From outside the content too: a drawer that closes after a result hands the focus to its button.
    const navbarButton = document.body.insertBefore(document.createElement('button'), document.body.firstChild);
    escape(navbarButton);
    expect(registry.has(HIGHLIGHT_NAME)).toBe(false);
    expect(document.querySelector(`.${CLEAR_CONTROL_CLASS}`)).toBeNull();
  });

  it('offers no control when nothing is highlighted, and clear() takes it away', () => {
    fakeHighlightApi();
    const root = page('<p>Permission sets.</p>');
    applyHighlights(root, ['zebra'], '');
    expect(document.querySelector(`.${CLEAR_CONTROL_CLASS}`)).toBeNull();
    const { count, clear } = applyHighlights(root, ['permission'], '');
    expect(count).toBe(1);
    expect(document.querySelector(`.${CLEAR_CONTROL_CLASS}`)).not.toBeNull();
    clear();
    expect(document.querySelector(`.${CLEAR_CONTROL_CLASS}`)).toBeNull();
  });
});

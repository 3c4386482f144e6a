// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusPlace } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPlace', () => {
  it('focuses a heading for as long as it has the focus, then leaves it as rendered', () => {
    document.body.innerHTML = '<h2 id="a">Title</h2><button>Next</button>';
    const heading = document.querySelector('h2')!;
    focusPlace(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    document.querySelector('button')!.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves the tabindex of what can take the focus already', () => {
    document.body.innerHTML = '<main tabindex="-1"></main><pre tabindex="0">code</pre><a href="/x">x</a>';
    for (const element of document.querySelectorAll<HTMLElement>('main, pre, a')) {
      const before = element.getAttribute('tabindex');
      focusPlace(element);
      expect(document.activeElement).toBe(element);
      element.blur();
      expect(element.getAttribute('tabindex')).toBe(before);
    }
  });
});

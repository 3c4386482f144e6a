/**
 * Puts the focus on a place in the page (a heading, a paragraph, the main content) without
 * scrolling, so that Tab goes on from there. An element that cannot take the focus takes it for as
 * long as it has it (`tabindex="-1"`, removed once the focus leaves), so the page stays as rendered.
 */
export function focusPlace(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

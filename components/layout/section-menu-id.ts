import { createElement } from 'react';

/**
 * Id of the column holding a section's own menu (the docs sidebar, the blog sidebar). Without
 * JavaScript there is no drawer: on narrow screens the column follows the page's content
 * (docs-shell.css, blog.css), and SectionMenuLink, above the content, leads down to it.
 */
export const SECTION_MENU_ID = 'section-menu';

/** "Section menu ↓" above a page's content, shown only on narrow screens without JavaScript. */
export function SectionMenuLink() {
  return createElement('a', { className: 'section-menu-link', href: `#${SECTION_MENU_ID}` }, 'Section menu ↓');
}

/**
 * Id of the column holding a section's own menu (the docs sidebar, the blog sidebar). Without
 * JavaScript the navbar's fallback menu links to it, and on narrow screens it is shown after the
 * page's content (docs-shell.css, blog.css) instead of moving into the drawer.
 */
export const SECTION_MENU_ID = 'section-menu';

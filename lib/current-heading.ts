/**
 * Which heading the table of contents marks as current, from where the headings are on screen.
 * Pure, so it is tested without a browser (toc.tsx measures and calls it).
 */

/** A heading's id and the distance from the top of the window to its top edge, in px. */
export interface HeadingPosition {
  id: string;
  top: number;
}

export interface ReadingView {
  /** The window's height. */
  height: number;
  /** Where a heading lands after a jump to it: the page's scroll padding (below the sticky navbar). */
  landing: number;
  /** A heading above this line (a quarter down the window) has begun the section being read. */
  line: number;
  /** The page is scrolled to its end and cannot go further. */
  atEnd: boolean;
  /** The heading the address's #hash names, if any. */
  jumpedTo: string | null;
}

/** Tolerance for a heading placed by a jump: scroll positions are rounded. */
const SLACK = 4;

/**
 * The first heading not yet scrolled under the navbar is current if it has reached the reading
 * line; otherwise the reader is still in the section before it. So a heading the reader jumped
 * to, which lands just below the navbar, is current even when its section is short and the next
 * heading is also above the line. A short section at the end of a page may never reach the line
 * (the page stops scrolling first): at the end of the page, the heading jumped to is current if
 * it is in view. Null when no heading has begun yet.
 */
export function currentHeading(headings: readonly HeadingPosition[], view: ReadingView): string | null {
  const jumped = view.atEnd && view.jumpedTo ? headings.find((h) => h.id === view.jumpedTo) : undefined;
  if (jumped && jumped.top >= view.landing - SLACK && jumped.top < view.height) return jumped.id;
  const next = headings.findIndex((h) => h.top >= view.landing - SLACK);
  if (next === -1) return headings.at(-1)?.id ?? null;
  if (headings[next].top <= view.line) return headings[next].id;
  return next > 0 ? headings[next - 1].id : null;
}

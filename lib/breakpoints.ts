/**
 * The one width at which the site switches between its narrow layout (menu button, drawer, no
 * sidebar column) and its wide one. The stylesheets use the same media query, `(max-width:
 * 996px)`, for every rule that switches layout (breakpoints.test.ts holds them to it), so CSS and
 * scripts never disagree about which layout is showing.
 */
export const NARROW_MAX_WIDTH = 996;

/** Matches while the narrow layout is shown. */
export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

// A module of its own: the drawer's first-load code and the page's inline search bootstrap need
// only this, not the focus helpers loaded with the drawer's panel and the highlighter.
/** Events by which a reader moves on: a key (Escape counts), a press, the focus going somewhere. */
export const MOVED_ON_EVENTS = ['keydown', 'pointerdown', 'focusin'] as const;

/**
 * Whether the reader has turned away from something they asked for that is still on its way (the
 * drawer): Escape, or a press or the focus outside `keep` (what asked for it, and where it arrives).
 */
export const movedOn = (event: Event, keep: string): boolean =>
  event.type === 'keydown'
    ? (event as KeyboardEvent).key === 'Escape'
    : !(event.target as Element | null)?.closest?.(keep);

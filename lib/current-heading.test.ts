import { describe, expect, it } from 'vitest';
import { currentHeading, type HeadingPosition, type ReadingView } from './current-heading';

const view: ReadingView = { height: 800, landing: 72, line: 200, atEnd: false, jumpedTo: null };
const at = (...tops: number[]): HeadingPosition[] => tops.map((top, i) => ({ id: `h${i}`, top }));

describe('currentHeading', () => {
  it('is null before the first heading has reached the reading line', () => {
    expect(currentHeading(at(400, 900), view)).toBeNull();
  });

  it('is the heading that has reached the reading line', () => {
    expect(currentHeading(at(-500, 150, 900), view)).toBe('h1');
  });

  it('stays on the section being read while the next heading is still low in the window', () => {
    expect(currentHeading(at(-500, 450), view)).toBe('h0');
    expect(currentHeading(at(-900, -500), view)).toBe('h1');
  });

  it('is the heading jumped to, even when the short section after it is above the line too', () => {
    // "Is it free?" lands at the scroll padding; "Why was it built?" follows 100 px lower.
    expect(currentHeading(at(-300, 72, 172, 400), { ...view, jumpedTo: 'h1' })).toBe('h1');
    expect(currentHeading(at(-300, 70.5, 172), view)).toBe('h1');
  });

  it('at the end of the page, is the heading jumped to when it never reached the line', () => {
    const end = { ...view, atEnd: true };
    expect(currentHeading(at(-300, 120, 500, 650), { ...end, jumpedTo: 'h3' })).toBe('h3');
    expect(currentHeading(at(-300, 120, 500, 650), { ...end, jumpedTo: null })).toBe('h1');
    // A heading jumped to long ago and now out of view does not count.
    expect(currentHeading(at(-300, 120, 500, 650), { ...end, jumpedTo: 'h0' })).toBe('h1');
  });
});

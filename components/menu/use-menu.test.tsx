// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMenu } from './use-menu';

afterEach(cleanup);

// jsdom lays nothing out, so every element has no boxes; treat those not marked hidden as shown.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.dataset.hiddenOnThisScreen ? [] : [{}]) as unknown as DOMRectList;
  });
});

function Menu({ onClose, initialFocus }: { onClose: (returnFocus: boolean) => void; initialFocus?: 'first' | 'last' }) {
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenu(menu, { onClose, inside: root, initialFocus });
  return (
    <>
      <div ref={root}>
        <div ref={menu} role="menu" aria-label="Actions" onKeyDown={onKeyDown}>
          <button role="menuitem" tabIndex={-1}>
            One
          </button>
          <button role="menuitem" tabIndex={-1} data-hidden-on-this-screen="true">
            Hidden
          </button>
          <button role="menuitem" tabIndex={-1}>
            Two
          </button>
          <button role="menuitem" tabIndex={-1}>
            Three
          </button>
        </div>
      </div>
      <p>Elsewhere</p>
    </>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });

describe('useMenu', () => {
  it('focuses the first item on open, or the last when asked', () => {
    render(<Menu onClose={() => {}} />);
    expect(document.activeElement).toBe(item('One'));
    cleanup();
    render(<Menu onClose={() => {}} initialFocus="last" />);
    expect(document.activeElement).toBe(item('Three'));
  });

  it('moves with the arrow keys, wraps, jumps with Home and End, and skips hidden items', () => {
    render(<Menu onClose={() => {}} />);
    key('ArrowDown');
    expect(document.activeElement).toBe(item('Two'));
    key('ArrowDown');
    key('ArrowDown');
    expect(document.activeElement).toBe(item('One'));
    key('ArrowUp');
    expect(document.activeElement).toBe(item('Three'));
    key('Home');
    expect(document.activeElement).toBe(item('One'));
    key('End');
    expect(document.activeElement).toBe(item('Three'));
  });

  it('closes with focus returned on Escape, without on Tab and on a press outside', () => {
    const onClose = vi.fn();
    render(<Menu onClose={onClose} />);
    key('Escape');
    expect(onClose).toHaveBeenLastCalledWith(true);
    key('Tab');
    expect(onClose).toHaveBeenLastCalledWith(false);
    onClose.mockClear();
    fireEvent.pointerDown(item('Two'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

'use client';

import { type ReactNode, useRef } from 'react';
import { LazyLoad } from '@/components/layout/lazy-load';
import type { SoqlConverterPanelProps } from './soql-converter-panel';

// The panel loads only on pages that show the converter; the parser comes later still, in a worker.
const loadPanel = () => import('./soql-converter-panel').then((m) => m.SoqlConverterPanel);

/** The controls the focus can be on, in the same order in the static markup and the live panel. */
const FOCUSABLE = 'textarea, button, [tabindex]';

/**
 * Shows the converter's static markup (the children) until the live panel has loaded, then swaps
 * the panel in. The markup is the same, so nothing moves; the focus, and a caret in a text box,
 * carry over to the same control, and a button pressed in the static markup (an example, say) is
 * pressed again in the panel.
 */
export function SoqlConverterLoader({ children, ...props }: SoqlConverterPanelProps & { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const live = useRef(false);
  const pressed = useRef<number | null>(null);
  const controls = () => [...(host.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  const onSwap = () => {
    const active = document.activeElement;
    const index = active instanceof HTMLElement ? controls().indexOf(active) : -1;
    const selection =
      active instanceof HTMLTextAreaElement ? ([active.selectionStart, active.selectionEnd] as const) : null;
    return () => {
      live.current = true;
      const now = controls();
      const target = now[index];
      if (target) {
        target.focus({ preventScroll: true });
        if (selection && target instanceof HTMLTextAreaElement) target.setSelectionRange(...selection);
      }
      if (pressed.current !== null) now[pressed.current]?.click();
      pressed.current = null;
    };
  };
  return (
    <div
      ref={host}
      className="converter-host"
      onClickCapture={(event) => {
        if (live.current) return;
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button) pressed.current = controls().indexOf(button);
      }}
    >
      <LazyLoad
        load={loadPanel}
        props={props}
        label="the SOQL to GraphQL converter"
        placeholder={children}
        onSwap={onSwap}
      />
    </div>
  );
}

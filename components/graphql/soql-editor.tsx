'use client';

import { useRef } from 'react';
import { SoqlEditorView, type SoqlEditorViewProps } from './soql-editor-view';

/** The editable SOQL editor: its coloured copy and line numbers scroll with the textarea. */
export function SoqlEditor(props: Omit<SoqlEditorViewProps, 'onScroll' | 'highlightRef' | 'gutterRef'>) {
  const highlightRef = useRef<HTMLPreElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  return (
    <SoqlEditorView
      {...props}
      highlightRef={highlightRef}
      gutterRef={gutterRef}
      onScroll={(event) => {
        const { scrollTop, scrollLeft } = event.currentTarget;
        if (highlightRef.current) {
          highlightRef.current.scrollTop = scrollTop;
          highlightRef.current.scrollLeft = scrollLeft;
        }
        if (gutterRef.current) gutterRef.current.scrollTop = scrollTop;
      }}
    />
  );
}

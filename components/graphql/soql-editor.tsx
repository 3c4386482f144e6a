'use client';

import { useRef } from 'react';
import { tokenizeSoql } from '@/lib/soql-to-graphql/highlight';

/**
 * A SOQL editor: a plain textarea (so typing, selection, undo and screen readers behave as
 * usual) over a coloured copy of the same text, with line numbers beside it. Colours are text
 * nodes built from the tokenizer, never HTML.
 */
export function SoqlEditor({
  id,
  value,
  onChange,
  label,
  rows = 10,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  rows?: number;
  describedBy?: string;
}) {
  const highlightRef = useRef<HTMLPreElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const lineCount = value.split('\n').length;

  return (
    <div className="code-editor" style={{ ['--editor-rows' as string]: rows }}>
      <div className="code-editor__gutter" ref={gutterRef} aria-hidden="true">
        {Array.from({ length: lineCount }, (_, i) => (
          <span key={i}>{i + 1}</span>
        ))}
      </div>
      <div className="code-editor__body">
        <pre className="code-editor__highlight" ref={highlightRef} aria-hidden="true">
          {tokenizeSoql(value).map((token, i) =>
            token.type === 'whitespace' ? (
              token.text
            ) : (
              <span key={i} className={`tok tok--${token.type}`}>
                {token.text}
              </span>
            ),
          )}
          {/* A trailing newline needs a character after it to take up a line. */}
          {value.endsWith('\n') ? ' ' : null}
        </pre>
        <textarea
          id={id}
          className="code-editor__input"
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-label={label}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => {
            const { scrollTop, scrollLeft } = event.currentTarget;
            if (highlightRef.current) {
              highlightRef.current.scrollTop = scrollTop;
              highlightRef.current.scrollLeft = scrollLeft;
            }
            if (gutterRef.current) gutterRef.current.scrollTop = scrollTop;
          }}
        />
      </div>
    </div>
  );
}

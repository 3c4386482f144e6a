import type { RefObject, UIEvent } from 'react';
import { tokenizeSoql } from '@/lib/soql-to-graphql/highlight';

/** SOQL as coloured text: spans built from the tokenizer, never HTML. No hooks: the server renders it too. */
export function SoqlTokens({ text }: { text: string }) {
  return tokenizeSoql(text).map((token, i) =>
    token.type === 'whitespace' ? (
      token.text
    ) : (
      <span key={i} className={`tok tok--${token.type}`}>
        {token.text}
      </span>
    ),
  );
}

export interface SoqlEditorViewProps {
  id: string;
  value: string;
  label: string;
  rows?: number;
  describedBy?: string;
  /** Without it the editor is read-only: the static markup shown until the converter loads. */
  onChange?: (value: string) => void;
  onScroll?: (event: UIEvent<HTMLTextAreaElement>) => void;
  highlightRef?: RefObject<HTMLPreElement | null>;
  gutterRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The SOQL editor's markup: a plain textarea (so typing, selection, undo and screen readers
 * behave as usual) over a coloured copy of the same text, with line numbers beside it. Colours
 * are text nodes built from the tokenizer, never HTML. No hooks, so the server renders it too.
 */
export function SoqlEditorView({
  id,
  value,
  label,
  rows = 10,
  describedBy,
  onChange,
  onScroll,
  highlightRef,
  gutterRef,
}: SoqlEditorViewProps) {
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
          <SoqlTokens text={value} />
          {/* A trailing newline needs a character after it to take up a line. */}
          {value.endsWith('\n') ? ' ' : null}
        </pre>
        <textarea
          id={id}
          className="code-editor__input"
          value={value}
          readOnly={!onChange}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-label={label}
          aria-describedby={describedBy}
          onChange={onChange && ((event) => onChange(event.target.value))}
          onScroll={onScroll}
        />
      </div>
    </div>
  );
}

'use client';

import { autocompletion, completionKeymap, type CompletionSource } from '@codemirror/autocomplete';
import { history, historyKeymap } from '@codemirror/commands';
import { sql, SQLDialect } from '@codemirror/lang-sql';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type CompletionSchema, completeAt } from '@/lib/soql-run/completion';

/**
 * SOQL for CodeMirror's SQL mode: its keywords, its functions and date literals as builtins, bind
 * variables after `:`. Identifiers are case-insensitive, as in Salesforce.
 */
const soqlDialect = SQLDialect.define({
  keywords:
    'select from where and or not like in includes excludes group by rollup cube having order asc desc nulls first last limit offset typeof when then else end using scope with data category above below above_or_below at for view reference update tracking viewstat true false null',
  builtin:
    'count count_distinct avg sum min max format tolabel convertcurrency convertTimezone fields standard all custom calendar_month calendar_quarter calendar_year day_in_month day_in_week day_in_year day_only fiscal_month fiscal_quarter fiscal_year hour_in_day week_in_month week_in_year grouping today yesterday tomorrow last_week this_week next_week last_month this_month next_month last_90_days next_90_days this_quarter last_quarter next_quarter this_year last_year next_year this_fiscal_quarter last_fiscal_quarter next_fiscal_quarter this_fiscal_year last_fiscal_year next_fiscal_year last_n_days next_n_days n_days_ago last_n_weeks next_n_weeks n_weeks_ago last_n_months next_n_months n_months_ago last_n_quarters next_n_quarters n_quarters_ago last_n_years next_n_years n_years_ago',
  types: '',
  operatorChars: '=<>!',
  specialVar: ':',
  identifierQuotes: '',
  caseInsensitiveIdentifiers: true,
});

/** Colours come from the same classes as the static code block (converter.css), so both modes match. */
const highlightStyle = HighlightStyle.define([
  { tag: tags.keyword, class: 'tok tok--keyword' },
  { tag: tags.standard(tags.name), class: 'tok tok--function' },
  { tag: [tags.string, tags.special(tags.string)], class: 'tok tok--string' },
  { tag: [tags.number, tags.bool, tags.null], class: 'tok tok--number' },
  { tag: tags.special(tags.name), class: 'tok tok--bind' },
  { tag: [tags.lineComment, tags.blockComment], class: 'tok tok--comment' },
  { tag: [tags.operator, tags.compareOperator], class: 'tok tok--operator' },
]);

/** The site's tokens (base.css), so the editor follows the colour mode. */
const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--code-bg)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius)',
    fontSize: '0.875rem',
    lineHeight: '1.4',
  },
  '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '2px' },
  '.cm-content': {
    fontFamily: 'var(--font-mono)',
    caretColor: 'var(--text)',
    padding: '0.75rem 0',
    minHeight: '4.5em',
  },
  '.cm-line': { padding: '0 0.75rem' },
  '.cm-cursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--primary) 30%, transparent)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--bg-raised)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
    borderRadius: '4px',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--primary)',
    color: 'var(--on-primary)',
  },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.8' },
  '.soql-error-mark': {
    textDecoration: 'underline wavy var(--danger)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
  },
});

/** Where an error points: 1-based line and column, as the runner reports them. */
export interface EditorErrorMark {
  line: number;
  column: number;
}

const setErrorMark = StateEffect.define<EditorErrorMark | null>();

/**
 * Underlines the word an error points at (or the character, or the line's end). The error's
 * words are shown under the editor; the mark shows where. Cleared by any edit.
 */
const errorMarkField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = transaction.docChanged ? Decoration.none : marks;
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorMark)) continue;
      next = Decoration.none;
      const mark = effect.value;
      if (!mark) continue;
      const doc = transaction.state.doc;
      const line = doc.line(Math.min(Math.max(mark.line, 1), doc.lines));
      let from = Math.min(line.from + Math.max(mark.column - 1, 0), line.to);
      let to = from;
      while (to < line.to && /[\w.:]/.test(doc.sliceString(to, to + 1))) to += 1;
      if (to === from) {
        if (from < line.to) to = from + 1;
        else if (from > line.from) from -= 1;
      }
      if (to > from)
        next = Decoration.set([
          Decoration.mark({ class: 'soql-error-mark', attributes: { 'data-soql-error': '' } }).range(from, to),
        ]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export interface SoqlCodeEditorProps {
  /** The text when the editor is created; later changes come from the reader. */
  initialValue: string;
  /** The editor's accessible name. */
  label: string;
  /** Ids of the help text and of the error message, read with the editor. */
  describedBy?: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter or Cmd+Enter. */
  onRun: () => void;
  /** The sample org's names, once loaded: completion waits for them. */
  schema: CompletionSchema | null;
  /** The error to mark, or null. */
  error: EditorErrorMark | null;
}

/**
 * A CodeMirror 6 editor for SOQL, built from minimal pieces (no basicSetup): highlighting,
 * undo, completion from the sample org, Ctrl/Cmd+Enter to run, an error mark. Tab is not bound,
 * so it moves the focus out of the editor as everywhere else on the page.
 */
export function SoqlCodeEditor({
  initialValue,
  label,
  describedBy,
  onChange,
  onRun,
  schema,
  error,
}: SoqlCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onRun };
  });
  const completion = useRef(new Compartment());

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          // Ctrl/Cmd+Enter runs, whichever of the two the reader's keyboard has. On Chrome for
          // Android this relies on patches/@codemirror+view+6.43.15.patch: unpatched, CodeMirror
          // holds Enter back there and replays it without its modifiers (soql-code-editor.test.tsx).
          EditorView.domEventHandlers({
            keydown(event) {
              if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return false;
              event.preventDefault();
              callbacks.current.onRun();
              return true;
            },
          }),
          history(),
          keymap.of([...completionKeymap, ...historyKeymap]),
          sql({ dialect: soqlDialect, upperCaseKeywords: true }),
          completion.current.of([]),
          autocompletion({ icons: false }),
          syntaxHighlighting(highlightStyle),
          errorMarkField,
          theme,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; its text then belongs to the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!schema) return;
    const source: CompletionSource = (context) => {
      const found = completeAt(schema, context.state.doc.toString(), context.pos);
      if (
        !found ||
        (found.from === context.pos && !context.explicit && !/\.$/.test(context.state.sliceDoc(0, context.pos)))
      )
        return null;
      return { from: found.from, options: found.options, validFor: /^\w*$/ };
    };
    view.current?.dispatch({
      effects: completion.current.reconfigure(EditorState.languageData.of(() => [{ autocomplete: source }])),
    });
  }, [schema]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorMark.of(error) });
  }, [error]);

  return <div ref={host} />;
}

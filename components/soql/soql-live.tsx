'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { accountsEnabled } from '@/lib/account/enabled';
import { type CheckVerdict, compareResults } from '@/lib/soql-run/compare';
import type { CompletionSchema } from '@/lib/soql-run/completion';
import { readExerciseDraft, writeExerciseDraft } from '@/lib/soql-run/exercise-draft';
import { sharedRunner } from '@/lib/soql-run/run-client';
import type { RunError, RunOutcome } from '@/lib/soql-run/run-protocol';
import { RetryAlert } from '@/components/mdx/retry-alert';
import { openSignIn, useAuthStatus, useSubjectStatus } from '@/lib/stores/user-store';
import '@/components/account/account.css';
import './soql-live.css';
import { type EditorErrorMark, SoqlCodeEditor } from './soql-code-editor';
import { SoqlResults } from './soql-results';
import type { ExerciseProps } from './soql-types';

/** Why the runner could not answer (its code or the sample org failed to load), as a sentence. */
const LOAD_FAILED = 'The sample org could not be loaded. Check your connection and try again.';

/** The page's runner and the sample org's names for completion, loaded with the editor. */
function useRunner() {
  const [schema, setSchema] = useState<CompletionSchema | null>(null);
  useEffect(() => {
    let live = true;
    sharedRunner()
      .then((runner) => runner.schema())
      .then(
        (loaded) => live && setSchema(loaded),
        // Completion simply stays off; Run says what failed when the reader asks for it.
        (error: unknown) => console.warn('The sample org could not be loaded for completion.', error),
      );
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (query: string): Promise<RunOutcome | null> => {
    try {
      return await (await sharedRunner()).run(query);
    } catch (error) {
      console.error('The query runner could not be loaded.', error);
      return null;
    }
  }, []);
  return { schema, run };
}

const position = (error: RunError) => `Line ${error.line}, column ${error.column}`;

function RunErrorMessage({ error }: { error: RunError }) {
  return (
    <p className="soql-box__error" role="alert">
      <strong>{position(error)}:</strong> {error.message}
    </p>
  );
}

/** The editor with its help text and the error under it, shared by the playground and exercises. */
function QueryEditor({
  idBase,
  initialQuery,
  label,
  schema,
  error,
  onChange,
  onRun,
}: {
  idBase: string;
  initialQuery: string;
  label: string;
  schema: CompletionSchema | null;
  error: RunError | null;
  onChange: (query: string) => void;
  onRun: () => void;
}) {
  const mark = useMemo<EditorErrorMark | null>(
    () => (error && error.errorCode !== 'INTERNAL' ? { line: error.line, column: error.column } : null),
    [error],
  );
  return (
    <>
      <SoqlCodeEditor
        initialValue={initialQuery}
        label={label}
        describedBy={`${idBase}-help ${idBase}-error`}
        schema={schema}
        error={mark}
        onChange={onChange}
        onRun={onRun}
      />
      <p className="soql-box__help" id={`${idBase}-help`}>
        Ctrl+Enter (⌘+Enter on a Mac) runs the query. Tab leaves the editor; if the completion list is open, press Esc
        first.
      </p>
      <div id={`${idBase}-error`}>{error && <RunErrorMessage error={error} />}</div>
    </>
  );
}

type RunState = { kind: 'idle' } | { kind: 'running' } | { kind: 'failed' } | { kind: 'done'; outcome: RunOutcome };

/** What a run shows: the results or nothing (the error shows under the editor). */
function runResults(state: RunState, label: string) {
  if (state.kind !== 'done' || !state.outcome.ok) return null;
  return <SoqlResults result={state.outcome.result} ms={state.outcome.ms} label={label} />;
}

/** The sentence the live region reads after a run. */
function runAnnouncement(state: RunState): string {
  if (state.kind === 'running') return 'Running…';
  if (state.kind === 'failed') return LOAD_FAILED;
  if (state.kind !== 'done') return '';
  const { outcome } = state;
  // The error itself is an alert under the editor.
  if (!outcome.ok) return '';
  const n = outcome.result.records.length;
  return n === 0 && outcome.result.totalSize > 0
    ? `Count: ${outcome.result.totalSize}.`
    : `${n === 1 ? '1 row' : `${n} rows`}.`;
}

/** The `<SoqlPlayground>` once loaded: the editor, Run, and the result. */
export function LivePlayground({ query: initialQuery }: { query: string }) {
  const idBase = useId();
  const { schema, run } = useRunner();
  const query = useRef(initialQuery);
  const [state, setState] = useState<RunState>({ kind: 'idle' });

  const runNow = useCallback(async () => {
    setState({ kind: 'running' });
    const outcome = await run(query.current);
    setState(outcome ? { kind: 'done', outcome } : { kind: 'failed' });
  }, [run]);

  const error = state.kind === 'done' && !state.outcome.ok ? state.outcome.error : null;
  return (
    <div className="soql-live">
      <QueryEditor
        idBase={idBase}
        initialQuery={initialQuery}
        label="SOQL query on the sample org"
        schema={schema}
        error={error}
        onChange={(value) => {
          query.current = value;
        }}
        onRun={() => void runNow()}
      />
      <div className="quiz__actions">
        <button
          type="button"
          className="button button--primary button--small"
          data-soql-action="run"
          // Not `disabled`: a focused button that becomes disabled loses the focus.
          aria-disabled={state.kind === 'running'}
          onClick={() => state.kind !== 'running' && void runNow()}
        >
          Run
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {runAnnouncement(state)}
      </p>
      {state.kind === 'failed' && (
        <p className="soql-box__error" role="alert">
          {LOAD_FAILED}
        </p>
      )}
      {runResults(state, 'Query result')}
    </div>
  );
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'error'; error: RunError }
  | { kind: 'verdict'; verdict: CheckVerdict; outcome: Extract<RunOutcome, { ok: true }> };

const pointsText = (n: number) => (n === 1 ? '1 point' : `${n} points`);

/** The `<Exercise>` once loaded: the editor, Run, Check, hints, and feedback in words. */
export function LiveExercise({
  id,
  points,
  reference,
  ordered = false,
  exactColumns = false,
  start = '',
  hints = [],
}: ExerciseProps) {
  const idBase = useId();
  const { schema, run } = useRunner();
  const [draft] = useState(() => readExerciseDraft(id));
  const initialQuery = draft?.query ?? start;
  const query = useRef(initialQuery);
  const solvedHere = useRef(draft?.solved ?? false);
  const [runState, setRunState] = useState<RunState>({ kind: 'idle' });
  const [check, setCheck] = useState<CheckState>({ kind: 'idle' });
  const [hintsShown, setHintsShown] = useState(0);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const referenceOutcome = useRef<Promise<RunOutcome | null> | null>(null);
  const status = useAuthStatus();
  const saved = useSubjectStatus(id);
  const signedIn = status === 'signed-in';
  const earned = saved?.correct === true && saved.points >= points;

  const remember = useCallback(() => {
    writeExerciseDraft(id, { query: query.current, solved: solvedHere.current });
  }, [id]);

  const persist = useCallback(async () => {
    setSave({ kind: 'saving' });
    try {
      const { trySaveQuizAnswer } = await import('@/lib/account/quiz-progress');
      // An exercise is stored as a quiz whose one answer (0) is right: see firestore.rules.
      const outcome = await trySaveQuizAnswer({ subject: id, choice: 0, correctChoice: 0, quizPoints: points });
      setSave(outcome.ok ? { kind: 'saved' } : { kind: 'failed', message: outcome.message });
    } catch {
      setSave({ kind: 'failed', message: 'Check your connection and try again.' });
    }
  }, [id, points]);

  // A solve made while signed out (here or before a reload) earns its points once the reader signs in.
  useEffect(() => {
    if (signedIn && solvedHere.current && !earned && save.kind === 'idle') void persist();
  }, [signedIn, earned, save.kind, persist]);

  const runNow = useCallback(async () => {
    setRunState({ kind: 'running' });
    setCheck({ kind: 'idle' });
    const outcome = await run(query.current);
    setRunState(outcome ? { kind: 'done', outcome } : { kind: 'failed' });
  }, [run]);

  const checkNow = useCallback(async () => {
    setCheck({ kind: 'checking' });
    setRunState({ kind: 'idle' });
    referenceOutcome.current ??= run(reference);
    const [mine, expected] = await Promise.all([run(query.current), referenceOutcome.current]);
    if (!mine || !expected) {
      referenceOutcome.current = null;
      setCheck({ kind: 'failed', message: LOAD_FAILED });
      return;
    }
    if (!mine.ok) {
      setCheck({ kind: 'error', error: mine.error });
      return;
    }
    if (!expected.ok) {
      // A broken reference is the page's fault, not the reader's: say so plainly.
      console.error(`Exercise ${id}: the reference query fails.`, expected.error);
      setCheck({
        kind: 'failed',
        message: 'This exercise cannot be checked: its own solution does not run. Please report it.',
      });
      return;
    }
    const verdict = compareResults(mine.result, expected.result, { ordered, exactColumns });
    setCheck({ kind: 'verdict', verdict, outcome: mine });
    if (!verdict.ok) return;
    solvedHere.current = true;
    remember();
    if (signedIn && !earned) void persist();
  }, [run, reference, id, ordered, exactColumns, remember, signedIn, earned, persist]);

  const editorError =
    check.kind === 'error'
      ? check.error
      : runState.kind === 'done' && !runState.outcome.ok
        ? runState.outcome.error
        : null;
  const verdict = check.kind === 'verdict' ? check.verdict : null;
  const announcement =
    check.kind === 'checking'
      ? 'Checking…'
      : check.kind === 'failed'
        ? check.message
        : check.kind === 'error'
          ? 'Not yet: your query has an error.'
          : verdict
            ? verdict.ok
              ? `Correct: your query returns the expected ${verdict.rows === 1 ? 'row' : `${verdict.rows} rows`}.`
              : `Not yet. ${verdict.message}`
            : runAnnouncement(runState);

  return (
    <div className="soql-live">
      <QueryEditor
        idBase={idBase}
        initialQuery={initialQuery}
        label="Your SOQL query"
        schema={schema}
        error={editorError}
        onChange={(value) => {
          query.current = value;
          remember();
        }}
        onRun={() => void runNow()}
      />
      <div className="quiz__actions">
        <button
          type="button"
          className="button button--small"
          data-soql-action="run"
          aria-disabled={runState.kind === 'running'}
          onClick={() => runState.kind !== 'running' && void runNow()}
        >
          Run
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          data-soql-action="check"
          aria-disabled={check.kind === 'checking'}
          onClick={() => check.kind !== 'checking' && void checkNow()}
        >
          Check
        </button>
        {hintsShown < hints.length && (
          <button
            type="button"
            className="button button--small"
            data-soql-action="hint"
            onClick={() => setHintsShown((n) => n + 1)}
          >
            {hintsShown === 0 ? 'Show a hint' : `Show another hint (${hintsShown + 1} of ${hints.length})`}
          </button>
        )}
      </div>
      {hintsShown > 0 && (
        <ol className="soql-box__hints" aria-label="Hints">
          {hints.slice(0, hintsShown).map((hint, index) => (
            <li key={index}>{hint}</li>
          ))}
        </ol>
      )}
      <div className="soql-box__feedback" role="status">
        {announcement && (
          <p
            className={
              verdict?.ok
                ? 'soql-box__verdict soql-box__verdict--correct'
                : verdict
                  ? 'soql-box__verdict'
                  : 'visually-hidden'
            }
          >
            {announcement}
          </p>
        )}
      </div>
      {verdict?.ok && (
        <p className="soql-box__note">
          {signedIn ? (
            save.kind === 'saving' ? (
              'Saving your points…'
            ) : save.kind === 'failed' ? null : (
              `Solved. You have ${pointsText(saved?.points ?? points)} for this exercise.`
            )
          ) : accountsEnabled && status === 'signed-out' ? (
            <>
              <button type="button" className="quiz__link-button" onClick={openSignIn}>
                Sign in
              </button>{' '}
              to keep the {pointsText(points)} this exercise earns.
            </>
          ) : (
            `Solved: this exercise is worth ${pointsText(points)}.`
          )}
        </p>
      )}
      {save.kind === 'failed' && (
        <RetryAlert onRetry={() => void persist()}>
          Your points could not be saved. {save.message} Your query is kept in this browser.
        </RetryAlert>
      )}
      {(check.kind === 'failed' || runState.kind === 'failed') && (
        <p className="soql-box__error" role="alert">
          {check.kind === 'failed' ? check.message : LOAD_FAILED}
        </p>
      )}
      {check.kind === 'verdict' ? (
        <SoqlResults result={check.outcome.result} ms={check.outcome.ms} label="Your result" />
      ) : (
        runResults(runState, 'Your result')
      )}
    </div>
  );
}

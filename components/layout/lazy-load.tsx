'use client';

import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorCauseChain } from '@/lib/errors';

/** The spinner waits this long, so fast loads show nothing at all. */
export const SPINNER_DELAY_MS = 200;

type Settled<P> = { attempt: number } & (
  { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; error: unknown }
);

/**
 * Loads a component with a dynamic import. Shows a spinner only after 200 ms (or, if given, a
 * placeholder from the start), and on failure a "Page Error" box whose Retry button runs the
 * import again.
 */
export function LazyLoad<P extends object>({
  load,
  props,
  label,
  placeholder,
  onSwap,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** What is loading, for the spinner's accessible text. */
  label: string;
  /** Shown instead of the spinner until the component is here: its static markup, for example. */
  placeholder?: ReactNode;
  /** Runs just before the loaded component replaces the placeholder; what it returns runs just after. */
  onSwap?: () => (() => void) | void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<P> | null>(null);
  const [spinnerAttempt, setSpinnerAttempt] = useState(-1);
  const afterSwap = useRef<(() => void) | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer =
      placeholder === undefined
        ? window.setTimeout(() => !cancelled && setSpinnerAttempt(attempt), SPINNER_DELAY_MS)
        : undefined;
    load().then(
      (Component) => {
        if (cancelled) return;
        afterSwap.current = onSwap?.() ?? null;
        setSettled({ attempt, status: 'ready', Component });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`Could not load ${label}.`, error);
        setSettled({ attempt, status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // The placeholder and the swap callback are fixed for a given load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt, label]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // A result from an earlier attempt means the current attempt is still loading.
  const state = settled?.attempt === attempt ? settled : null;
  const ready = state?.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    afterSwap.current?.();
    afterSwap.current = null;
  }, [ready]);

  if (state?.status === 'ready') return <state.Component {...props} />;
  if (state?.status === 'failed') return <PageError error={state.error} onRetry={retry} />;
  if (placeholder !== undefined) return placeholder;
  return spinnerAttempt === attempt ? (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span>Loading {label}…</span>
    </div>
  ) : null;
}

/** The box shown when a lazily loaded part failed to load. */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chain = errorCauseChain(error);
  return (
    <div className="error-box" role="alert">
      <h2 className="error-box__title">Page Error</h2>
      <p>Part of this page could not be loaded. Check your connection and retry.</p>
      {chain.length > 0 && (
        <ul className="error-box__causes">
          {chain.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RetryAlert } from '@/components/mdx/retry-alert';
import { loadOnce } from '@/lib/load-once';
import type { LiveBoxProps } from './soql-types';

/**
 * The editor, the runner's client and the results: fetched on the first interaction with any box.
 * The runner's worker (the parser, the runner, the sample org) starts at the same moment, from a
 * small chunk of its own, so it loads beside the editor rather than after it; the box uses the
 * same runner once it is here, and retries if this start failed.
 */
const loadLive = loadOnce(() => {
  import('@/lib/soql-run/run-client').then(({ sharedRunner }) => sharedRunner()).catch(() => undefined);
  return import('./soql-live');
});

type Live = Awaited<ReturnType<typeof loadLive>>;

const noSubscription = () => () => {};

/**
 * A query box's island, kept small because every page with MDX loads it. The page ships the
 * starting query as a highlighted code block just before it (readable without JavaScript and in
 * print; hidden by CSS once the live box is here) and, once hydrated, the box's buttons; the editor (CodeMirror), the runner and the
 * sample org load when the code block takes the focus or a button is pressed, never with the page. Once live,
 * the focus goes back where it was (the code block's focus to the editor) and a button pressed
 * before is pressed again. The buttons render only after hydration, so a reader without
 * JavaScript never sees a control that cannot work.
 */
export function SoqlIsland({ box }: { box: LiveBoxProps }) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [live, setLive] = useState<Live | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // What to carry over: the pressed button's action, or the editor's focus.
  const carry = useRef<string | null>(null);

  useEffect(() => {
    // The box: the code block before this island, and this island.
    const element = ref.current?.parentElement;
    if (live || !element) return;
    let cancelled = false;
    const load = (event?: Event) => {
      const target = event?.target instanceof Element ? event.target : null;
      const action = target?.closest<HTMLElement>('[data-soql-action]')?.dataset.soqlAction;
      // The code block loads the box when it takes the focus; a button when pressed (not when
      // focused, so the press is never lost to the swap). A link in the task text does neither.
      if (event) {
        if (event.type === 'click' ? !action : !target?.closest('pre')) return;
        carry.current = action ?? 'editor';
      }
      loadLive().then(
        (loaded) => !cancelled && setLive(loaded),
        (error: unknown) => {
          console.warn('The query box could not be loaded.', error);
          if (!cancelled) setFailed(true);
        },
      );
    };
    if (attempt > 0) load();
    const types = ['focusin', 'click'];
    for (const type of types) element.addEventListener(type, load);
    return () => {
      cancelled = true;
      for (const type of types) element.removeEventListener(type, load);
    };
  }, [live, attempt]);

  useEffect(() => {
    const action = carry.current;
    if (!live || !action) return;
    const target = ref.current?.parentElement?.querySelector<HTMLElement>(
      action === 'editor' ? '.cm-content' : `[data-soql-action="${action}"]`,
    );
    target?.focus();
    if (action !== 'editor') target?.click();
  }, [live]);

  const buttons: [string, string][] =
    box.kind === 'playground'
      ? [['run', 'Run']]
      : [
          ['run', 'Run'],
          ['check', 'Check'],
          ...(box.hints?.length ? [['hint', 'Show a hint'] as [string, string]] : []),
        ];
  return (
    <div ref={ref}>
      {live ? (
        box.kind === 'playground' ? (
          <live.LivePlayground query={box.query} />
        ) : (
          <live.LiveExercise {...box} />
        )
      ) : (
        hydrated && (
          <div className="quiz__actions">
            {buttons.map(([action, label]) => (
              <button
                key={action}
                type="button"
                className={`button button--small${label === 'Check' || box.kind === 'playground' ? ' button--primary' : ''}`}
                data-soql-action={action}
              >
                {label}
              </button>
            ))}
          </div>
        )
      )}
      {failed && !live && (
        <RetryAlert
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          The query editor could not be loaded. Check your connection and try again.
        </RetryAlert>
      )}
    </div>
  );
}

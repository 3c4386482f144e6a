'use client';

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { afterLoadWhenIdle } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import type { InteractiveQuizProps } from './quiz-interactive';
import type { QuizProps } from './quiz-view';
import { RetryAlert } from './retry-alert';

type Interactive = ComponentType<InteractiveQuizProps>;

/** The interactive quiz's code, fetched once for every quiz on the page. */
const loadInteractiveQuiz = loadOnce(() => import('./quiz-interactive').then((module) => module.InteractiveQuiz));

/** What carries over from the static markup when the interactive quiz replaces it. */
interface Swap {
  Quiz: Interactive;
  selected: number | null;
  focused: number | null;
}

/** Reaching the quiz with the pointer or the focus loads it at once. */
const LOAD_EVENTS = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * Makes a quiz interactive without putting its code in the page's first load: the page ships the
 * quiz's static markup (quiz-view.tsx) and this swaps in the interactive quiz once its code is
 * here. The code loads in idle time after the page, or as soon as the reader points at, presses
 * or focuses the quiz, whichever comes first. The swap waits for a press in progress to end, and a
 * choice already checked, and the focus, carry over.
 */
export function QuizIsland({ quiz, children }: { quiz: QuizProps; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [swap, setSwap] = useState<Swap | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (swap || !element) return;
    let cancelled = false;
    // A swap in the middle of a press would swallow its click: wait for the press to end.
    let pressing = false;
    let afterPress: (() => void) | null = null;
    const onPointerDown = () => {
      pressing = true;
    };
    const onPressEnd = () => {
      pressing = false;
      // The click (and the radio's change) comes right after pointerup.
      window.setTimeout(() => {
        const next = afterPress;
        afterPress = null;
        next?.();
      }, 0);
    };
    const swapIn = (Quiz: Interactive) => {
      if (cancelled) return;
      if (pressing) {
        afterPress = () => swapIn(Quiz);
        return;
      }
      const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      const selected = radios.findIndex((radio) => radio.checked);
      const focused = radios.findIndex((radio) => radio === document.activeElement);
      setSwap({ Quiz, selected: selected >= 0 ? selected : null, focused: focused >= 0 ? focused : null });
    };
    const load = () => {
      loadInteractiveQuiz().then(swapIn, (error: unknown) => {
        if (cancelled) return;
        console.warn('The quiz could not be loaded.', error);
        setFailed(true);
      });
    };
    if (attempt > 0) load();
    const cancelIdle = afterLoadWhenIdle(load);
    for (const type of LOAD_EVENTS) element.addEventListener(type, load, { once: true });
    element.addEventListener('pointerdown', onPointerDown, true);
    element.addEventListener('pointerup', onPressEnd, true);
    element.addEventListener('pointercancel', onPressEnd, true);
    return () => {
      cancelled = true;
      cancelIdle();
      for (const type of LOAD_EVENTS) element.removeEventListener(type, load);
      element.removeEventListener('pointerdown', onPointerDown, true);
      element.removeEventListener('pointerup', onPressEnd, true);
      element.removeEventListener('pointercancel', onPressEnd, true);
    };
  }, [swap, attempt]);

  // The swap replaces the radios: give the focus back to the one that had it.
  useEffect(() => {
    if (swap?.focused == null) return;
    ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[swap.focused]?.focus();
  }, [swap]);

  return (
    <div ref={ref} className="quiz-island">
      {swap ? <swap.Quiz {...quiz} initialSelected={swap.selected} /> : children}
      {failed && !swap && (
        <RetryAlert
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          This quiz could not be loaded. Check your connection and try again.
        </RetryAlert>
      )}
    </div>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { accountsEnabled } from '@/lib/account/enabled';
import { openSignIn, useAuthStatus, useSubjectStatus } from '@/lib/stores/user-store';
import '@/components/account/account.css';
import { type QuizProps, QuizView } from './quiz-view';

/** Where saving a signed-in reader's answer stands. */
type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string; choice: number };

/** Props of the interactive quiz. */
export interface InteractiveQuizProps extends QuizProps {
  /** A choice the reader checked in the static markup before this replaced it. */
  initialSelected?: number | null;
}

/**
 * A multiple-choice question. Anyone can answer and read the explanation. A signed-in reader's
 * answer is saved (and shown again on return) and earns the quiz's points when right; the saving
 * code is fetched on demand, so readers who never sign in do not download it. Pages load with the
 * static markup and this replaces it (see quiz-island.tsx).
 */
export function InteractiveQuiz({ initialSelected = null, ...quiz }: InteractiveQuizProps) {
  const { id, choices, answer, explanation, points } = quiz;
  const [selected, setSelected] = useState<number | null>(initialSelected);
  const [submitted, setSubmitted] = useState<number | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  // An answer given while signed out, to save if the reader signs in from the invitation. A ref,
  // not state: it never changes what is on screen.
  const pendingChoice = useRef<number | null>(null);
  const status = useAuthStatus();
  const saved = useSubjectStatus(id);
  const signedIn = status === 'signed-in';

  // A signed-in reader coming back sees their saved answer until they answer again. The answer is
  // saved as a position, so once an editor reorders or rewrites the choices it may point at another
  // one: it is shown only while it still agrees with whether it was right. Otherwise the quiz
  // starts afresh; the points already earned stay, as they do after any later wrong answer.
  const savedAnswer = saved?.answer;
  const savedFits =
    typeof savedAnswer === 'number' &&
    savedAnswer < choices.length &&
    (savedAnswer === answer) === (saved?.correct ?? savedAnswer === answer);
  const restored = signedIn && submitted === null && savedFits ? savedAnswer : null;
  const shownSubmitted = submitted ?? restored;
  const shownSelected = selected ?? restored;
  const shownAttempts = submitted !== null ? attempts : (saved?.attempts ?? 0);
  const correct = shownSubmitted !== null && shownSubmitted === answer;

  const persist = useCallback(
    async (choice: number) => {
      setSave({ kind: 'saving' });
      try {
        const { trySaveQuizAnswer } = await import('@/lib/account/quiz-progress');
        const outcome = await trySaveQuizAnswer({ subject: id, choice, correctChoice: answer, quizPoints: points });
        setSave(outcome.ok ? { kind: 'saved' } : { kind: 'failed', message: outcome.message, choice });
      } catch {
        // Only the download of the saving code can fail here (trySaveQuizAnswer never throws).
        setSave({ kind: 'failed', message: 'Check your connection and try again.', choice });
      }
    },
    [id, answer, points],
  );

  useEffect(() => {
    const choice = pendingChoice.current;
    if (!signedIn || choice === null) return;
    pendingChoice.current = null;
    void persist(choice);
  }, [signedIn, persist]);

  const feedback = shownSubmitted !== null && (
    <>
      <p className={correct ? 'quiz__verdict quiz__verdict--correct' : 'quiz__verdict quiz__verdict--wrong'}>
        {correct ? 'Correct.' : `Not quite. The right answer is “${choices[answer]}”.`}
        {shownAttempts > 1 && ` (attempt ${shownAttempts})`}
      </p>
      <p className="quiz__explanation">{explanation}</p>
      {signedIn && save.kind === 'saving' && <p className="quiz__save-note">Saving your answer…</p>}
      {signedIn && save.kind !== 'saving' && save.kind !== 'failed' && (save.kind === 'saved' || restored !== null) && (
        <p className="quiz__save-note">
          {saved && saved.points > 0
            ? `Saved. You have ${saved.points} points for this quiz.`
            : 'Your answer is saved.'}
        </p>
      )}
      {!signedIn && accountsEnabled && status === 'signed-out' && (
        <p className="quiz__save-note">
          <button type="button" className="quiz__link-button" onClick={openSignIn}>
            Sign in
          </button>{' '}
          to keep your points and see your progress.
        </p>
      )}
    </>
  );

  return (
    <QuizView
      quiz={quiz}
      selected={shownSelected}
      choiceState={(index) =>
        shownSubmitted === null
          ? undefined
          : index === answer
            ? 'correct'
            : index === shownSubmitted
              ? 'wrong'
              : undefined
      }
      submitLabel={shownSubmitted === null ? 'Check answer' : 'Check again'}
      submitDisabled={shownSelected === null || save.kind === 'saving' || (shownSubmitted === shownSelected && correct)}
      onSelect={setSelected}
      onSubmit={() => {
        const choice = selected ?? restored;
        if (choice === null) return;
        setSelected(choice);
        setSubmitted(choice);
        // Signed in, the count continues from the saved attempts, as the saved record will.
        setAttempts((n) => (signedIn && submitted === null ? (saved?.attempts ?? 0) : n) + 1);
        if (signedIn) void persist(choice);
        else if (accountsEnabled) pendingChoice.current = choice;
      }}
      feedback={feedback}
      after={
        save.kind === 'failed' && (
          <div className="quiz__save-error" role="alert">
            <p>Your answer could not be saved. {save.message}</p>
            <button type="button" className="button button--small" onClick={() => void persist(save.choice)}>
              Retry
            </button>
          </div>
        )
      }
    />
  );
}

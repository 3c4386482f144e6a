import type { FormEvent, ReactNode } from 'react';

/** Props of a multiple-choice question at the end of a docs page. */
export interface QuizProps {
  /** Stable subject id under which a signed-in reader's answer is stored. */
  id: string;
  question: string;
  choices: string[];
  /** Zero-based index of the correct choice. */
  answer: number;
  explanation: string;
  points: number;
}

/** The radio group's name (also the base of the question's id); quiz ids are unique on a page. */
export const quizInputName = (id: string) => `quiz-${id}`;

/** What the quiz shows in a given state; without handlers it is the static markup pages load with. */
export interface QuizViewProps {
  quiz: QuizProps;
  /** The checked choice; `undefined` leaves the radios to the browser (the static markup). */
  selected?: number | null;
  /** After an answer, marks the right choice and the wrong one that was given. */
  choiceState?: (index: number) => 'correct' | 'wrong' | undefined;
  submitLabel?: string;
  submitDisabled?: boolean;
  onSelect?: (index: number) => void;
  onSubmit?: () => void;
  /** The verdict, explanation and saving notes. */
  feedback?: ReactNode;
  /** Shown after the feedback region (the save error). */
  after?: ReactNode;
}

/**
 * The quiz's markup, shared by the static version every docs page loads with and the
 * interactive one that replaces it (quiz-interactive.tsx), so the two always look the same.
 */
export function QuizView({
  quiz,
  selected,
  choiceState,
  submitLabel = 'Check answer',
  submitDisabled = true,
  onSelect,
  onSubmit,
  feedback,
  after,
}: QuizViewProps) {
  const name = quizInputName(quiz.id);
  return (
    <section className="quiz" aria-labelledby={`${name}-q`} data-quiz-id={quiz.id}>
      <form
        onSubmit={
          onSubmit &&
          ((event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          })
        }
      >
        <fieldset className="quiz__fieldset">
          <legend id={`${name}-q`} className="quiz__question">
            {quiz.question}
          </legend>
          <p className="quiz__points">{quiz.points} points</p>
          {quiz.choices.map((choice, index) => (
            <label key={choice} className="quiz__choice" data-state={choiceState?.(index)}>
              <input
                type="radio"
                name={name}
                value={index}
                checked={selected === undefined ? undefined : selected === index}
                onChange={onSelect && (() => onSelect(index))}
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
        <div className="quiz__actions js-only">
          <button type="submit" className="button button--primary" disabled={submitDisabled}>
            {submitLabel}
          </button>
        </div>
        <p className="quiz__no-js no-js-only">Checking an answer needs JavaScript.</p>
      </form>
      <div className="quiz__feedback" role="status" aria-live="polite">
        {feedback}
      </div>
      {after}
    </section>
  );
}

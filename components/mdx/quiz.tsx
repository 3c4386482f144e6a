'use client';

import { useId, useState } from 'react';

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

/** A multiple-choice question. Anyone can answer and read the explanation. */
export function Quiz({ id, question, choices, answer, explanation, points }: QuizProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<number | null>(null);
  const [attempts, setAttempts] = useState(0);
  const name = useId();
  const correct = submitted !== null && submitted === answer;

  return (
    <section className="quiz" aria-labelledby={`${name}-q`} data-quiz-id={id}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (selected === null) return;
          setSubmitted(selected);
          setAttempts((n) => n + 1);
        }}
      >
        <fieldset className="quiz__fieldset">
          <legend id={`${name}-q`} className="quiz__question">
            {question}
          </legend>
          <p className="quiz__points">{points} points</p>
          {choices.map((choice, index) => (
            <label
              key={choice}
              className="quiz__choice"
              data-state={submitted === null ? undefined : index === answer ? 'correct' : index === submitted ? 'wrong' : undefined}
            >
              <input
                type="radio"
                name={name}
                value={index}
                checked={selected === index}
                onChange={() => setSelected(index)}
              />
              <span>{choice}</span>
            </label>
          ))}
        </fieldset>
        <div className="quiz__actions">
          <button type="submit" className="button button--primary" disabled={selected === null || (submitted === selected && correct)}>
            {submitted === null ? 'Check answer' : 'Check again'}
          </button>
        </div>
      </form>
      <div className="quiz__feedback" role="status" aria-live="polite">
        {submitted !== null && (
          <>
            <p className={correct ? 'quiz__verdict quiz__verdict--correct' : 'quiz__verdict quiz__verdict--wrong'}>
              {correct ? 'Correct.' : `Not quite. The right answer is “${choices[answer]}”.`}
              {attempts > 1 && ` (attempt ${attempts})`}
            </p>
            <p className="quiz__explanation">{explanation}</p>
          </>
        )}
      </div>
    </section>
  );
}

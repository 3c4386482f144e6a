import { QuizIsland } from './quiz-island';
import { type QuizProps, QuizView } from './quiz-view';

export type { QuizProps };

/**
 * The MDX `<Quiz>`: a multiple-choice question at the end of a docs page. The page loads with its
 * static markup; the interactive quiz (quiz-interactive.tsx) replaces it once its code is here.
 */
export function Quiz(props: QuizProps) {
  return (
    <QuizIsland quiz={props}>
      <QuizView quiz={props} />
    </QuizIsland>
  );
}

/**
 * Saves quiz answers for signed-in readers. Loaded by the Quiz component with a dynamic import on
 * the first answer of a signed-in reader, so the quiz's own bundle stays small.
 */
import { getUserSnapshot } from '@/lib/stores/user-store';
import { quizAnswerUpdate } from './merge';
import type { UserRecord } from './progress-types';
import { reportAccountError, requireProgressStore } from './session';

/** One submitted answer. */
export interface QuizAnswer {
  /** The quiz's subject id. */
  subject: string;
  /** Index of the chosen option. */
  choice: number;
  /** Index of the right option. */
  correctChoice: number;
  /** What the quiz awards for a right answer. */
  quizPoints: number;
}

/**
 * Stores the answer (`answer`, `correct`, `attempts`, `answeredAt`) and the points it earns. The
 * previous status comes from the live record already in the user store, which spares a read.
 */
export async function saveQuizAnswer(answer: QuizAnswer, now: Date = new Date()): Promise<UserRecord> {
  const store = await requireProgressStore();
  const previous = getUserSnapshot().user?.answers[answer.subject] ?? null;
  const { fields, points } = quizAnswerUpdate(previous, { ...answer, now });
  return store.updateSubjectStatus(answer.subject, fields, points);
}

/** Outcome of {@link trySaveQuizAnswer}: failures carry the sentence to show the reader. */
export type SaveOutcome = { ok: true; record: UserRecord } | { ok: false; message: string };

/**
 * {@link saveQuizAnswer} with its error turned into a sentence here, so the Quiz component does
 * not carry the error table in every docs page's bundle.
 */
export async function trySaveQuizAnswer(answer: QuizAnswer): Promise<SaveOutcome> {
  try {
    return { ok: true, record: await saveQuizAnswer(answer) };
  } catch (error) {
    // Logs the error and signs the reader out if it says their session is no longer valid.
    return { ok: false, message: await reportAccountError(error) };
  }
}

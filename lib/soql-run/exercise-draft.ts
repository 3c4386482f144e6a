/**
 * The reader's work on an exercise, kept in localStorage under the exercise's id: their query
 * (written on every edit, so a reload, a crash or a failed save never loses it) and whether they
 * solved it (so a solve made signed out earns its points once they sign in). Storage can be
 * missing, full or refused (private modes): then nothing is kept, and nothing fails.
 */

export interface ExerciseDraft {
  query: string;
  solved: boolean;
}

const key = (id: string) => `sfx-exercise:${id}`;

export function readExerciseDraft(id: string): ExerciseDraft | null {
  try {
    const raw = window.localStorage.getItem(key(id));
    if (raw === null) return null;
    const data = JSON.parse(raw) as Partial<ExerciseDraft> | null;
    if (typeof data?.query !== 'string') return null;
    return { query: data.query, solved: data.solved === true };
  } catch {
    return null;
  }
}

/** Stores the draft; false when the browser refused. */
export function writeExerciseDraft(id: string, draft: ExerciseDraft): boolean {
  try {
    window.localStorage.setItem(key(id), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

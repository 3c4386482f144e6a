/**
 * The arithmetic of progress, kept pure so that it is tested without any SDK. The Firestore transaction only reads, calls these, and writes.
 */
import {
  type AnswersMap,
  MAX_ATTEMPTS,
  MAX_SUBJECT_POINTS,
  type SubjectStatus,
  type SubjectStatusFields,
  type UserProfile,
  type UserRecord,
} from './progress-types';

/** A fresh record for a reader signing in for the first time. */
export function newUserRecord(profile: UserProfile): UserRecord {
  return { points: 0, answers: {}, email: profile.email ?? null, name: profile.name ?? null };
}

/**
 * The identity fields to write into an existing record: those the provider now knows and the
 * record lacks or has differently (e.g. the name chosen at sign-up arrives just after the
 * account is created). Null when nothing needs writing, so an ordinary sign-in costs no write.
 */
export function profileChanges(record: UserRecord, profile: UserProfile): Partial<UserProfile> | null {
  const changes: Partial<UserProfile> = {};
  if (profile.email && profile.email !== record.email) changes.email = profile.email;
  if (profile.name && profile.name !== record.name) changes.name = profile.name;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Checks a subject's points: a whole number from 0 to {@link MAX_SUBJECT_POINTS}. Missing points
 * mean 0. Out-of-range values are a programming error, so they throw rather than being clamped
 * (the security rules would reject them anyway).
 */
export function checkSubjectPoints(points: number | undefined): number {
  const value = points ?? 0;
  if (!Number.isInteger(value) || value < 0 || value > MAX_SUBJECT_POINTS) {
    throw new RangeError(
      `Subject points must be a whole number from 0 to ${MAX_SUBJECT_POINTS}, got ${String(points)}.`,
    );
  }
  return value;
}

/** Merges new fields into a subject's previous status and sets its points. */
export function mergeSubjectStatus(
  previous: SubjectStatus | null | undefined,
  fields: SubjectStatusFields,
  points?: number,
): SubjectStatus {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...previous, ...defined, points: checkSubjectPoints(points) };
}

/** The total of every subject's points. */
export function sumPoints(answers: AnswersMap): number {
  return Object.values(answers).reduce((total, status) => total + (status.points ?? 0), 0);
}

/**
 * The record after one subject update. The total is recomputed from the answers rather than
 * incremented, so answering the same quiz again replaces its points instead of adding to them.
 */
export function applySubjectUpdate(
  record: UserRecord,
  subject: string,
  fields: SubjectStatusFields,
  points?: number,
): UserRecord {
  if (!subject) throw new Error('A subject id is required.');
  const status = mergeSubjectStatus(record.answers[subject], fields, points);
  const answers = { ...record.answers, [subject]: status };
  return { ...record, answers, points: sumPoints(answers) };
}

const isRecordObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one stored status defensively: wrong-typed fields are dropped, points default to 0. */
export function normaliseSubjectStatus(value: unknown): SubjectStatus {
  const data = isRecordObject(value) ? value : {};
  const status: SubjectStatus = { points: typeof data.points === 'number' && data.points >= 0 ? data.points : 0 };
  if (typeof data.answer === 'number') status.answer = data.answer;
  if (typeof data.correct === 'boolean') status.correct = data.correct;
  if (typeof data.attempts === 'number') status.attempts = data.attempts;
  if (typeof data.answeredAt === 'string') status.answeredAt = data.answeredAt;
  return status;
}

/**
 * Reads a stored record defensively (it comes from the network or from localStorage, which the
 * reader can edit). The total is taken from the answers so the two can never disagree on screen.
 */
export function normaliseUserRecord(value: unknown): UserRecord {
  const data = isRecordObject(value) ? value : {};
  const rawAnswers = isRecordObject(data.answers) ? data.answers : {};
  const answers: AnswersMap = {};
  for (const [subject, status] of Object.entries(rawAnswers)) answers[subject] = normaliseSubjectStatus(status);
  return {
    points: sumPoints(answers),
    answers,
    email: typeof data.email === 'string' ? data.email : null,
    name: typeof data.name === 'string' ? data.name : null,
  };
}

/** What a quiz answer writes: the fields for {@link ProgressStore.updateSubjectStatus} and the points. */
export interface QuizAnswerUpdate {
  fields: Required<SubjectStatusFields>;
  points: number;
}

/**
 * Computes the status update for a submitted quiz answer.
 *
 * Points, once earned, stay: a wrong attempt after a right one records the new answer but keeps
 * the points, so trying the other choices never costs the reader anything. A right answer after
 * earlier wrong ones earns the full points (no penalty for attempts: the quiz is for learning).
 */
export function quizAnswerUpdate(
  previous: SubjectStatus | null | undefined,
  answer: { choice: number; correctChoice: number; quizPoints: number; now: Date },
): QuizAnswerUpdate {
  const correct = answer.choice === answer.correctChoice;
  const quizPoints = Math.min(Math.max(Math.round(answer.quizPoints), 0), MAX_SUBJECT_POINTS);
  const earned = correct ? quizPoints : 0;
  return {
    fields: {
      answer: answer.choice,
      correct,
      attempts: Math.min((previous?.attempts ?? 0) + 1, MAX_ATTEMPTS),
      answeredAt: answer.now.toISOString(),
    },
    points: Math.min(Math.max(earned, previous?.points ?? 0), quizPoints),
  };
}

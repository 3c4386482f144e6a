/**
 * The shape of a reader's progress and the interface every progress backend implements. Types
 * only: components and the pure helpers import this without pulling in any backend.
 */

/**
 * The most points any quiz can award (the content check's bound). `firestore.rules` is stricter:
 * each quiz's own points, generated from the content.
 */
export const MAX_SUBJECT_POINTS = 50;

/** The most attempts stored for one quiz; `firestore.rules` (maxAttempts) enforces the same bound. */
export const MAX_ATTEMPTS = 1000;

/** What is stored for one subject (today: one quiz), under its stable subject id. */
export interface SubjectStatus {
  /** Zero-based index of the choice the reader last submitted. */
  answer?: number;
  /** Whether that last submitted choice was right. */
  correct?: boolean;
  /** How many times the reader has submitted an answer (at most {@link MAX_ATTEMPTS}). */
  attempts?: number;
  /** Points this subject contributes to the total, 0…MAX_SUBJECT_POINTS. */
  points: number;
  /** ISO 8601 time of the last submitted answer. */
  answeredAt?: string;
}

/** The fields a caller may merge into a subject's status; `points` is passed separately. */
export type SubjectStatusFields = Partial<Omit<SubjectStatus, 'points'>>;

/** Every subject's status, keyed by subject id. */
export type AnswersMap = Record<string, SubjectStatus>;

/** The document at `users/{uid}`. */
export interface UserRecord {
  /** Always the sum of `answers[*].points`, so answering again never inflates it. */
  points: number;
  answers: AnswersMap;
  email: string | null;
  name: string | null;
}

/** Who the record belongs to, as the identity provider knows them. */
export interface UserProfile {
  email: string | null;
  name: string | null;
}

/** Called with the record on every change, and with null while it does not exist. */
export type RecordListener = (record: UserRecord | null) => void;

/**
 * Reads and writes one signed-in reader's progress. Bound to that reader's uid when created, so
 * callers never pass (or get wrong) whose record they touch.
 */
export interface ProgressStore {
  /**
   * Creates the record with no answers and 0 points if it is missing (first sign-in), fills in an
   * email or name the record lacks, and returns the record.
   */
  ensureRecord(profile: UserProfile): Promise<UserRecord>;
  /** The whole answers map (empty when the record is missing). */
  getAnswers(): Promise<AnswersMap>;
  /** One subject's status, or null when the reader has not answered it. */
  getSubjectStatus(subject: string): Promise<SubjectStatus | null>;
  /**
   * Atomically merges `fields` into the subject's status and sets its points (0 when omitted),
   * keeping the record's total equal to the sum. Rejects with {@link UserNotFoundError} when the
   * record does not exist.
   */
  updateSubjectStatus(subject: string, fields: SubjectStatusFields, points?: number): Promise<UserRecord>;
  /** Live updates of the record; returns the function that stops them. */
  subscribe(listener: RecordListener, onError?: (error: unknown) => void): () => void;
}

/** The message of the error a write for a missing record fails with. */
export const USER_NOT_FOUND_MESSAGE = 'user not found';

/** Thrown when progress is written for a reader whose record does not exist. */
export class UserNotFoundError extends Error {
  /** A code in the same style as the SDK's, so the error mapper treats every error alike. */
  readonly code = 'progress/user-not-found';

  constructor() {
    super(USER_NOT_FOUND_MESSAGE);
    this.name = 'UserNotFoundError';
  }
}

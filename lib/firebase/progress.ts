/**
 * The Cloud Firestore {@link ProgressStore}: the record at `users/{uid}`. Deliberately thin: the
 * merge and points arithmetic live in `lib/account/merge.ts`; this file reads, calls it, and writes
 * only the fields that change (a transaction only to create the record). Loaded lazily, only once
 * a reader is signed in.
 */
import {
  doc,
  type DocumentReference,
  FieldPath,
  type Firestore,
  getDoc,
  getDocFromServer,
  increment,
  onSnapshot,
  runTransaction,
  updateDoc,
} from 'firebase/firestore';
import { errorCode } from '@/lib/account/errors';
import { applySubjectUpdate, newUserRecord, normaliseUserRecord, profileChanges } from '@/lib/account/merge';
import {
  type AnswersMap,
  type ProgressStore,
  type RecordListener,
  type SubjectStatus,
  type SubjectStatusFields,
  type UserProfile,
  type UserRecord,
  UserNotFoundError,
} from '@/lib/account/progress-types';

/** How often an answer is written again after the rules refused it for a concurrent change. */
const MAX_WRITE_ATTEMPTS = 3;

/** The collection holding one record per reader, keyed by Auth uid. */
export const USERS_COLLECTION = 'users';

/** The reference of a reader's record. */
export function userRecordRef(db: Firestore, uid: string): DocumentReference {
  return doc(db, USERS_COLLECTION, uid);
}

/** Creates the Firestore-backed progress store of one reader. */
export function createFirestoreProgressStore(db: Firestore, uid: string): ProgressStore {
  const ref = userRecordRef(db, uid);

  const readRecord = async (): Promise<UserRecord | null> => {
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? normaliseUserRecord(snapshot.data()) : null;
  };

  return {
    async ensureRecord(profile: UserProfile): Promise<UserRecord> {
      // A record that exists gets only what changed, by a plain update: a transaction would require
      // the whole record unchanged between its read and its commit, so another tab signing in or
      // answering at that moment made it fail, log a 400 and retry (or give up after five tries).
      const stored = await getDocFromServer(ref);
      if (stored.exists()) {
        const existing = normaliseUserRecord(stored.data());
        const changes = profileChanges(existing, profile);
        if (changes) await updateDoc(ref, changes);
        return { ...existing, ...changes };
      }
      // Creation is a transaction, so two tabs signing up at once cannot both create (and reset) it.
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (snapshot.exists()) {
          const existing = normaliseUserRecord(snapshot.data());
          const changes = profileChanges(existing, profile);
          if (changes) tx.update(ref, changes);
          return { ...existing, ...changes };
        }
        const created = newUserRecord(profile);
        tx.set(ref, created);
        return created;
      });
    },

    async getAnswers(): Promise<AnswersMap> {
      return (await readRecord())?.answers ?? {};
    },

    async getSubjectStatus(subject: string): Promise<SubjectStatus | null> {
      return (await readRecord())?.answers[subject] ?? null;
    },

    async updateSubjectStatus(subject: string, fields: SubjectStatusFields, points?: number): Promise<UserRecord> {
      // Not a transaction: a transaction's write requires the whole record unchanged since its
      // read, so two tabs answering different quizzes would keep failing each other (five tries,
      // then an error). The write below only depends on this subject's previous status, and the
      // security rules check it against the stored one; the total moves by an increment, which
      // commutes with other tabs' writes to other quizzes.
      for (let attempt = 1; ; attempt += 1) {
        const snapshot = await getDocFromServer(ref);
        if (!snapshot.exists()) throw new UserNotFoundError();
        const current = normaliseUserRecord(snapshot.data());
        const next = applySubjectUpdate(current, subject, fields, points);
        const delta = next.answers[subject]!.points - (current.answers[subject]?.points ?? 0);
        try {
          // Only the subject's entry, the total and lastSubject (naming the subject) change: what
          // the rules allow. A FieldPath (not a dotted string) keeps the subject id literal.
          await updateDoc(
            ref,
            new FieldPath('answers', subject),
            next.answers[subject],
            'points',
            increment(delta),
            'lastSubject',
            subject,
          );
          return next;
        } catch (error) {
          // The same quiz answered in another tab between the read and the write: the rules refuse
          // a write computed from its old status. Read again and retry, a few times.
          if (errorCode(error) !== 'permission-denied' || attempt >= MAX_WRITE_ATTEMPTS) throw error;
        }
      }
    },

    subscribe(listener: RecordListener, onError?: (error: unknown) => void): () => void {
      return onSnapshot(
        ref,
        (snapshot) => listener(snapshot.exists() ? normaliseUserRecord(snapshot.data()) : null),
        (error) => onError?.(error),
      );
    },
  };
}

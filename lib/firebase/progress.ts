/**
 * The Cloud Firestore {@link ProgressStore}: the record at `users/{uid}`. Deliberately thin: the
 * merge and points arithmetic live in `lib/account/merge.ts`; this file reads, calls it inside a
 * transaction, and writes. Loaded lazily, only when the Firestore backend is in use.
 */
import {
  doc,
  type DocumentReference,
  FieldPath,
  type Firestore,
  getDoc,
  onSnapshot,
  runTransaction,
} from 'firebase/firestore';
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
    ensureRecord(profile: UserProfile): Promise<UserRecord> {
      // A transaction, so two tabs signing in at once cannot both create (and reset) the record.
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

    updateSubjectStatus(subject: string, fields: SubjectStatusFields, points?: number): Promise<UserRecord> {
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists()) throw new UserNotFoundError();
        const next = applySubjectUpdate(normaliseUserRecord(snapshot.data()), subject, fields, points);
        // Only the subject's entry and the total change, which is what the security rules allow. A
        // FieldPath (not a dotted string) keeps any character of the subject id literal.
        tx.update(ref, new FieldPath('answers', subject), next.answers[subject], 'points', next.points);
        return next;
      });
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

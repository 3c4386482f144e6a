/**
 * An in-memory {@link ProgressStore}, used when `NEXT_PUBLIC_PROGRESS_BACKEND=memory`: for local
 * development and the end-to-end tests, because the Firestore emulator cannot run everywhere (it
 * needs Java 21). It behaves like the Firestore one: same arithmetic (shared `merge.ts`), "user not
 * found" for a missing record, live subscriptions. Records are persisted to localStorage, and
 * other tabs learn about changes through the `storage` event, as Firestore's listeners would.
 */
import { applySubjectUpdate, newUserRecord, normaliseUserRecord, profileChanges } from './merge';
import {
  type AnswersMap,
  type ProgressStore,
  type RecordListener,
  type SubjectStatus,
  type SubjectStatusFields,
  type UserProfile,
  type UserRecord,
  UserNotFoundError,
} from './progress-types';

/** The part of `Storage` this store uses (so tests can pass a plain object). */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where `storage` events come from: `window` in the browser, any EventTarget in tests. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Options of {@link createMemoryProgressStore}. */
export interface MemoryProgressOptions {
  /** Persistence; defaults to `localStorage` when available, else records live in this tab only. */
  storage?: ProgressStorage | null;
  /** Source of cross-tab `storage` events; defaults to `window` when available. */
  events?: StorageEventSource | null;
}

/** The localStorage key of a reader's record. Versioned so a future shape can start afresh. */
export const memoryProgressKey = (uid: string) => `sfx-progress:v1:${uid}`;

// Records and listeners are shared by every store of this tab, so two components that each hold a
// store for the same reader see each other's writes (Firestore's local cache behaves the same).
const records = new Map<string, UserRecord>();
const listeners = new Map<string, Set<RecordListener>>();

function defaultStorage(): ProgressStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Reading localStorage throws when the browser blocks storage for the site.
    return null;
  }
}

function parse(raw: string | null): UserRecord | null {
  if (raw === null) return null;
  try {
    return normaliseUserRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Creates the store of one reader. */
export function createMemoryProgressStore(uid: string, options: MemoryProgressOptions = {}): ProgressStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const events = options.events === undefined ? (typeof window !== 'undefined' ? window : null) : options.events;
  const key = memoryProgressKey(uid);

  const read = (): UserRecord | null => (storage ? parse(storage.getItem(key)) : (records.get(uid) ?? null));

  const notify = (record: UserRecord | null) => {
    for (const listener of [...(listeners.get(uid) ?? [])]) listener(record);
  };

  const write = (record: UserRecord) => {
    records.set(uid, record);
    // setItem throws when storage is full; the write then fails like a failed network write.
    storage?.setItem(key, JSON.stringify(record));
    notify(record);
  };

  return {
    async ensureRecord(profile: UserProfile): Promise<UserRecord> {
      const existing = read();
      if (existing) {
        const changes = profileChanges(existing, profile);
        if (!changes) return existing;
        const updated = { ...existing, ...changes };
        write(updated);
        return updated;
      }
      const created = newUserRecord(profile);
      write(created);
      return created;
    },

    async getAnswers(): Promise<AnswersMap> {
      return read()?.answers ?? {};
    },

    async getSubjectStatus(subject: string): Promise<SubjectStatus | null> {
      return read()?.answers[subject] ?? null;
    },

    async updateSubjectStatus(subject: string, fields: SubjectStatusFields, points?: number): Promise<UserRecord> {
      // Read, compute and write run in one synchronous stretch, so nothing in this tab can
      // interleave: the in-memory counterpart of a Firestore transaction.
      const current = read();
      if (!current) throw new UserNotFoundError();
      const next = applySubjectUpdate(current, subject, fields, points);
      write(next);
      return next;
    },

    subscribe(listener: RecordListener, onError?: (error: unknown) => void): () => void {
      let active = true;
      const set = listeners.get(uid) ?? new Set<RecordListener>();
      listeners.set(uid, set);
      set.add(listener);
      const onStorage = (event: Event) => {
        const { key: changed, newValue } = event as StorageEvent;
        if (!active || changed !== key) return;
        const record = parse(newValue);
        if (record) records.set(uid, record);
        listener(record);
      };
      events?.addEventListener('storage', onStorage);
      // Like onSnapshot, deliver the current value first, asynchronously.
      queueMicrotask(() => {
        if (!active) return;
        try {
          listener(read());
        } catch (error) {
          onError?.(error);
        }
      });
      return () => {
        active = false;
        set.delete(listener);
        events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Forgets every record and listener of this tab. Exposed for tests only. */
export function resetMemoryProgressForTests(): void {
  records.clear();
  listeners.clear();
}

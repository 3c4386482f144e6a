/**
 * Cloud Firestore: the progress store's transactions against the emulator, and the security
 * rules in firestore.rules (with @firebase/rules-unit-testing). These need the Firestore
 * emulator, which needs Java 21; where it is not reachable the suite is skipped and says so.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getFirestore,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@/lib/account/progress-types';
import { createFirestoreProgressStore } from '@/lib/firebase/progress';
import { DEMO_PROJECT_ID, isListening, parseHost } from './emulator-hosts';

const address = parseHost(process.env.FIRESTORE_EMULATOR_HOST);
const available = await isListening(address);

let testEnv: RulesTestEnvironment;
const apps: FirebaseApp[] = [];

/**
 * A Firestore client acting as `uid` (or signed out), built with the same modular SDK the site
 * uses; the emulator accepts a mock token in place of a real sign-in.
 */
function clientAs(uid: string | null): Firestore {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-key' }, `rules-test-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    address!.host,
    address!.port,
    uid ? { mockUserToken: { sub: uid, user_id: uid } } : undefined,
  );
  return db;
}

/** Writes a record with the rules switched off, as the starting point of a test. */
async function seed(uid: string, record: UserRecord): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`users/${uid}`).set(record);
  });
}

const emptyRecord = (): UserRecord => ({ points: 0, answers: {}, email: 'alice@example.com', name: 'Alice' });
const withOneAnswer = (): UserRecord => ({
  points: 10,
  answers: {
    'explore-soql-a': { answer: 1, correct: true, attempts: 1, points: 10, answeredAt: '2025-01-01T00:00:00.000Z' },
  },
  email: 'alice@example.com',
  name: 'Alice',
});

interface Case {
  name: string;
  run: () => Promise<void>;
}

/** The progress store (lib/firebase/progress.ts) against the emulator, rules on. */
const progressCases: Case[] = [
  {
    name: 'ensureRecord creates an empty record on first sign-in, then leaves it alone',
    run: async () => {
      const store = createFirestoreProgressStore(clientAs('alice'), 'alice');
      expect(await store.ensureRecord({ email: 'alice@example.com', name: 'Alice' })).toEqual(emptyRecord());
      await store.updateSubjectStatus('explore-soql-a', { correct: true }, 10);
      expect((await store.ensureRecord({ email: 'alice@example.com', name: 'Alice' })).points).toBe(10);
    },
  },
  {
    name: 'updateSubjectStatus merges fields, stores points, and never inflates the total',
    run: async () => {
      const store = createFirestoreProgressStore(clientAs('alice'), 'alice');
      await store.ensureRecord({ email: 'alice@example.com', name: 'Alice' });
      await store.updateSubjectStatus('explore-soql-a', { answer: 0, correct: false, attempts: 1 });
      await store.updateSubjectStatus('explore-soql-a', { answer: 1, correct: true, attempts: 2 }, 10);
      await store.updateSubjectStatus('explore-soql-a', { attempts: 3 }, 10);
      await store.updateSubjectStatus('develop-apex-b', { correct: true }, 20);
      expect(await store.getSubjectStatus('explore-soql-a')).toEqual({
        answer: 1,
        correct: true,
        attempts: 3,
        points: 10,
      });
      const answers = await store.getAnswers();
      expect(Object.keys(answers).sort()).toEqual(['develop-apex-b', 'explore-soql-a']);
      const snapshot = await getDoc(doc(clientAs('alice'), 'users/alice'));
      expect(snapshot.data()?.points).toBe(30);
    },
  },
  {
    name: 'updateSubjectStatus fails with "user not found" for a reader without a record',
    run: async () => {
      const store = createFirestoreProgressStore(clientAs('bob'), 'bob');
      await expect(store.updateSubjectStatus('explore-soql-a', {}, 10)).rejects.toThrow('user not found');
    },
  },
  {
    name: 'subscribe delivers the record and every change',
    run: async () => {
      const store = createFirestoreProgressStore(clientAs('alice'), 'alice');
      await store.ensureRecord({ email: null, name: null });
      const seen: number[] = [];
      const stop = store.subscribe((record) => record && seen.push(record.points));
      await expect.poll(() => seen).toEqual([0]);
      await store.updateSubjectStatus('explore-soql-a', {}, 10);
      await expect.poll(() => seen.at(-1)).toBe(10);
      stop();
    },
  },
];

/** The rules themselves, write by write. */
const rulesCases: Case[] = [
  {
    name: 'a reader can create and read their own empty record',
    run: async () => {
      const db = clientAs('alice');
      await assertSucceeds(setDoc(doc(db, 'users/alice'), emptyRecord()));
      await assertSucceeds(getDoc(doc(db, 'users/alice')));
    },
  },
  {
    name: 'nobody else, signed in or not, can read or write a record',
    run: async () => {
      await seed('alice', emptyRecord());
      await assertFails(getDoc(doc(clientAs('mallory'), 'users/alice')));
      await assertFails(setDoc(doc(clientAs('mallory'), 'users/alice'), emptyRecord()));
      await assertFails(getDoc(doc(clientAs(null), 'users/alice')));
      await assertFails(setDoc(doc(clientAs(null), 'users/anon'), emptyRecord()));
    },
  },
  {
    name: 'a record cannot be created with points, answers or unknown fields',
    run: async () => {
      const db = clientAs('alice');
      await assertFails(setDoc(doc(db, 'users/alice'), { ...emptyRecord(), points: 10 }));
      await assertFails(setDoc(doc(db, 'users/alice'), withOneAnswer()));
      await assertFails(setDoc(doc(db, 'users/alice'), { ...emptyRecord(), admin: true }));
      await assertFails(setDoc(doc(db, 'users/alice'), { answers: {} }));
    },
  },
  {
    name: 'one subject within bounds, with the total moved by its points, is accepted',
    run: async () => {
      await seed('alice', emptyRecord());
      const db = clientAs('alice');
      await assertSucceeds(
        updateDoc(doc(db, 'users/alice'), {
          'answers.explore-soql-a': { answer: 1, correct: true, attempts: 1, points: 10 },
          points: 10,
        }),
      );
      await assertSucceeds(
        updateDoc(doc(db, 'users/alice'), {
          'answers.explore-soql-a': { answer: 0, correct: false, attempts: 2, points: 10 },
          points: 10,
        }),
      );
      await assertSucceeds(
        updateDoc(doc(db, 'users/alice'), {
          'answers.explore-soql-a': { answer: 0, correct: false, attempts: 3, points: 0 },
          points: 0,
        }),
      );
    },
  },
  {
    name: 'subject points above the quiz maximum of 50, or negative, are rejected',
    run: async () => {
      await seed('alice', emptyRecord());
      const db = clientAs('alice');
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.explore-soql-a': { points: 60 }, points: 60 }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.explore-soql-a': { points: -5 }, points: -5 }));
    },
  },
  {
    name: 'a total that is not the sum of the subjects is rejected',
    run: async () => {
      await seed('alice', withOneAnswer());
      const db = clientAs('alice');
      await assertFails(updateDoc(doc(db, 'users/alice'), { points: 50 }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.develop-apex-b': { points: 10 }, points: 30 }));
      await assertFails(
        updateDoc(doc(db, 'users/alice'), { 'answers.explore-soql-a': { points: 10, attempts: 2 }, points: 20 }),
      );
    },
  },
  {
    name: 'wrong types, unknown status fields and unknown top-level fields are rejected',
    run: async () => {
      await seed('alice', withOneAnswer());
      const db = clientAs('alice');
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.b': { points: '10' }, points: 10 }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.b': { points: 5, bonus: true }, points: 15 }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { 'answers.b': { points: 5, correct: 'yes' }, points: 15 }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { role: 'admin' }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { name: 42 }));
    },
  },
  {
    name: 'two subjects in one write, or a removed subject, are rejected; records are not deleted',
    run: async () => {
      await seed('alice', withOneAnswer());
      const db = clientAs('alice');
      await assertFails(
        updateDoc(doc(db, 'users/alice'), { 'answers.b': { points: 5 }, 'answers.c': { points: 5 }, points: 20 }),
      );
      await assertFails(updateDoc(doc(db, 'users/alice'), { answers: {}, points: 0 }));
      await assertFails(deleteDoc(doc(db, 'users/alice')));
    },
  },
  {
    name: 'the name and email can be filled in without touching progress',
    run: async () => {
      await seed('alice', { ...withOneAnswer(), name: null });
      await assertSucceeds(updateDoc(doc(clientAs('alice'), 'users/alice'), { name: 'Alice Liddell' }));
    },
  },
];

const total = progressCases.length + rulesCases.length;
if (!available) {
  console.log(`SKIPPED: Firestore emulator not available (needs Java 21); ${total} Firestore/rules tests skipped`);
}

describe.skipIf(!available)('Firestore emulator', () => {
  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: DEMO_PROJECT_ID,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: address!.host, port: address!.port },
    });
  });

  afterEach(async () => {
    await testEnv.clearFirestore();
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  describe('progress store', () => {
    for (const testCase of progressCases) it(testCase.name, testCase.run);
  });

  describe('security rules', () => {
    for (const testCase of rulesCases) it(testCase.name, testCase.run);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * How the store talks to Firestore when a reader signs in. The behaviour against the real
 * emulator (records, rules, concurrency) is in tests/firebase; this checks which kind of write a
 * sign-in makes, which the emulator cannot show: a transaction's commit that loses a race fails
 * with a 400 in the browser's console before the SDK retries it.
 */
const firestore = vi.hoisted(() => ({
  stored: null as Record<string, unknown> | null,
  getDocFromServer: vi.fn(),
  updateDoc: vi.fn(async () => undefined),
  runTransaction: vi.fn(async (_db: unknown, run: (tx: unknown) => Promise<unknown>) =>
    run({ get: async () => ({ exists: () => false }), set: vi.fn(), update: vi.fn() }),
  ),
}));
vi.mock('firebase/firestore', () => ({
  doc: () => ({ path: 'users/alice' }),
  FieldPath: class {},
  getDoc: vi.fn(),
  getDocFromServer: firestore.getDocFromServer,
  increment: (n: number) => n,
  onSnapshot: vi.fn(),
  runTransaction: firestore.runTransaction,
  updateDoc: firestore.updateDoc,
}));

const { createFirestoreProgressStore } = await import('./progress');

const record = { email: 'alice@example.com', name: 'Alice', points: 0, answers: {} };

beforeEach(() => {
  vi.clearAllMocks();
  firestore.getDocFromServer.mockImplementation(async () =>
    firestore.stored ? { exists: () => true, data: () => firestore.stored } : { exists: () => false },
  );
});

describe('ensureRecord', () => {
  it('leaves an existing record alone when nothing changed: no transaction, no write', async () => {
    firestore.stored = record;
    const store = createFirestoreProgressStore({} as never, 'alice');
    expect(await store.ensureRecord({ email: 'alice@example.com', name: 'Alice' })).toMatchObject({ name: 'Alice' });
    expect(firestore.runTransaction).not.toHaveBeenCalled();
    expect(firestore.updateDoc).not.toHaveBeenCalled();
  });

  it('writes only what changed on an existing record, without a transaction', async () => {
    firestore.stored = record;
    const store = createFirestoreProgressStore({} as never, 'alice');
    const result = await store.ensureRecord({ email: 'alice@example.com', name: 'Alice L.' });
    expect(result).toMatchObject({ name: 'Alice L.', email: 'alice@example.com' });
    expect(firestore.runTransaction).not.toHaveBeenCalled();
    expect(firestore.updateDoc).toHaveBeenCalledWith({ path: 'users/alice' }, { name: 'Alice L.' });
  });

  it('creates a missing record in a transaction (two tabs signing up cannot both create it)', async () => {
    firestore.stored = null;
    const store = createFirestoreProgressStore({} as never, 'alice');
    expect(await store.ensureRecord({ email: 'alice@example.com', name: 'Alice' })).toMatchObject({ points: 0 });
    expect(firestore.runTransaction).toHaveBeenCalledTimes(1);
  });
});

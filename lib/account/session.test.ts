import { afterEach, describe, expect, it, vi } from 'vitest';

// Firebase is replaced: the auth listener is captured, and each reader's progress store is
// created with an ensureRecord the test settles by hand.
const auth = vi.hoisted(() => ({
  listener: null as ((user: unknown) => void) | null,
  signOutReader: vi.fn(async () => {}),
}));
const records = vi.hoisted(() => new Map<string, { resolve: () => void; reject: (error: unknown) => void }>());

vi.mock('@/lib/firebase/client', () => ({
  getFirebaseAuth: async () => ({}),
  getFirebaseFirestore: async () => ({}),
}));
vi.mock('@/lib/firebase/auth', () => ({
  watchAuthState: (_auth: unknown, callback: (user: unknown) => void) => {
    auth.listener = callback;
    callback(null); // Nobody signed in yet: the first state.
  },
  toIdentity: (user: { uid: string; email: string }) => ({
    id: user.uid,
    email: user.email,
    name: null,
    photoURL: null,
  }),
  signOutReader: auth.signOutReader,
  signInWithProvider: vi.fn(),
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  sendPasswordReset: vi.fn(),
}));
vi.mock('@/lib/firebase/progress', () => ({
  createFirestoreProgressStore: (_db: unknown, uid: string) => ({
    ensureRecord: () =>
      new Promise<void>((resolve, reject) => {
        records.set(uid, { resolve, reject });
      }),
    subscribe: () => () => {},
  }),
}));
vi.mock('./session-boot', () => ({ setSignInHint: vi.fn(), clearSignInHint: vi.fn() }));

const { startAccountSession, requireProgressStore } = await import('./session');
const { getUserSnapshot } = await import('@/lib/stores/user-store');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('account session', () => {
  it('ignores the error of an older auth change: a reader who just signed in is not signed out by it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startAccountSession();
    auth.listener!({ uid: 'old', email: 'old@example.com' });
    await flush();
    auth.listener!({ uid: 'new', email: 'new@example.com' });
    await flush();

    // The older reader's record fails with an error that would sign a current reader out.
    records.get('old')!.reject(Object.assign(new Error('Token expired'), { code: 'auth/user-token-expired' }));
    records.get('new')!.resolve();
    await flush();

    expect(auth.signOutReader).not.toHaveBeenCalled();
    expect(getUserSnapshot().user?.id).toBe('new');
  });

  it("hands a quiz answer the store only once the reader's record exists (right after sign-up it is still being created)", async () => {
    await startAccountSession();
    auth.listener!({ uid: 'fresh', email: 'fresh@example.com' });
    await flush();
    let ready = false;
    const store = requireProgressStore().then((value) => ((ready = true), value));
    await flush();
    expect(ready).toBe(false);
    records.get('fresh')!.resolve();
    await store;
    expect(ready).toBe(true);
  });
});

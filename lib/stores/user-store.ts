/**
 * The signed-in reader, as the account area and the quizzes see them. Fed by the lazily loaded
 * account session: the identity at sign-in, then the `users/{uid}` record on every change. It
 * holds plain data only (no Firebase objects), so reading it never pulls in the SDK.
 */
import { create } from 'zustand';
import type { AnswersMap, SubjectStatus, UserRecord } from '@/lib/account/progress-types';

/** The current reader. */
export interface AccountUser {
  /** The identity provider's uid; also the record's document id. */
  id: string;
  email: string | null;
  name: string | null;
  photoURL: string | null;
  /** Every answered subject, from the live record. */
  answers: AnswersMap;
  /** The record's total, kept current by the live subscription. */
  points: number;
}

/** The identity as the provider reports it at sign-in. */
export type AccountIdentity = Pick<AccountUser, 'id' | 'email' | 'name' | 'photoURL'>;

/**
 * `unknown` until the session knows (the first render of every page, and while Firebase loads for
 * a reader who signed in before); then `signed-in` or `signed-out`.
 */
export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

interface UserState {
  status: AuthStatus;
  user: AccountUser | null;
  /**
   * Whether the sign-in dialog is open. It lives here rather than in the navbar because a quiz's
   * "sign in to keep your points" invitation opens it too.
   */
  signInOpen: boolean;
  /**
   * Set when a sign-in succeeds from the open dialog: the dialog and the Sign in button that opened
   * it are gone, so the account menu button takes the focus instead of leaving it on the page body.
   */
  focusAccountMenu: boolean;
}

const EMPTY_ANSWERS: AnswersMap = Object.freeze({}) as AnswersMap;

const useUserStore = create<UserState>(() => ({
  status: 'unknown',
  user: null,
  signInOpen: false,
  focusAccountMenu: false,
}));

/** Whether the reader is signed in, signed out, or not known yet. */
export const useAuthStatus = () => useUserStore((s) => s.status);
/** The signed-in reader, or null. */
export const useCurrentUser = () => useUserStore((s) => s.user);
/** The reader's total points (0 when signed out). */
export const useUserPoints = () => useUserStore((s) => s.user?.points ?? 0);
/** Every answered subject (empty when signed out). */
export const useUserAnswers = () => useUserStore((s) => s.user?.answers ?? EMPTY_ANSWERS);
/** One subject's saved status, or null. */
export const useSubjectStatus = (subject: string): SubjectStatus | null =>
  useUserStore((s) => s.user?.answers[subject] ?? null);
/** Whether the sign-in dialog is open. */
export const useSignInOpen = () => useUserStore((s) => s.signInOpen);
/** Whether the account menu button should take the focus (the reader just signed in from the dialog). */
export const useFocusAccountMenu = () => useUserStore((s) => s.focusAccountMenu);

/** The account menu button has taken the focus it was asked to. */
export function accountMenuFocused(): void {
  useUserStore.setState({ focusAccountMenu: false });
}

/** The status and user right now, for code outside React (the session, event handlers). */
export function getUserSnapshot(): Pick<UserState, 'status' | 'user'> {
  const { status, user } = useUserStore.getState();
  return { status, user };
}

/** Records a sign-in: the identity, with no answers and 0 points until the record arrives. */
export function setSignedInUser(identity: AccountIdentity): void {
  useUserStore.setState((s) => ({
    status: 'signed-in',
    // The same reader again (e.g. a profile update) keeps the progress already loaded.
    user: s.user?.id === identity.id ? { ...s.user, ...identity } : { ...identity, answers: {}, points: 0 },
    signInOpen: false,
    focusAccountMenu: s.focusAccountMenu || s.signInOpen,
  }));
}

/** Updates the identity's display fields (after a profile change) without touching progress. */
export function updateIdentity(fields: Partial<Pick<AccountUser, 'name' | 'photoURL' | 'email'>>): void {
  useUserStore.setState((s) => (s.user ? { user: { ...s.user, ...fields } } : s));
}

/** Feeds the live record into the current user; ignored when signed out. */
export function applyUserRecord(record: UserRecord): void {
  useUserStore.setState((s) => (s.user ? { user: { ...s.user, answers: record.answers, points: record.points } } : s));
}

/** Records that nobody is signed in. */
export function setSignedOut(): void {
  useUserStore.setState({ status: 'signed-out', user: null, focusAccountMenu: false });
}

/** Opens the sign-in dialog (from the navbar button or a quiz's invitation). */
export function openSignIn(): void {
  useUserStore.setState({ signInOpen: true });
}

/** Closes the sign-in dialog. */
export function closeSignIn(): void {
  useUserStore.setState({ signInOpen: false });
}

/** Exposed for tests only. */
export const userStoreForTests = useUserStore;

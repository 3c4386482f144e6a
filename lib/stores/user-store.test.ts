import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountMenuFocused,
  applyUserRecord,
  closeSignIn,
  getUserSnapshot,
  openSignIn,
  setSignedInUser,
  setSignedOut,
  updateIdentity,
  userStoreForTests,
} from './user-store';

const identity = { id: 'u1', email: 'ada@example.com', name: 'Ada', photoURL: null };

describe('user store', () => {
  beforeEach(() =>
    userStoreForTests.setState({ status: 'unknown', user: null, signInOpen: false, focusAccountMenu: false }),
  );

  it('starts unknown, with nobody signed in', () => {
    expect(getUserSnapshot()).toEqual({ status: 'unknown', user: null });
  });

  it('holds the identity with no answers and 0 points at sign-in, and closes the sign-in dialog', () => {
    openSignIn();
    setSignedInUser(identity);
    expect(getUserSnapshot()).toEqual({ status: 'signed-in', user: { ...identity, answers: {}, points: 0 } });
    expect(userStoreForTests.getState().signInOpen).toBe(false);
    // Signed in from the dialog: the account menu button is to take the focus, once.
    expect(userStoreForTests.getState().focusAccountMenu).toBe(true);
    accountMenuFocused();
    setSignedInUser(identity);
    expect(userStoreForTests.getState().focusAccountMenu).toBe(false);
  });

  it('asks no focus when a session is restored without the dialog', () => {
    setSignedInUser(identity);
    expect(userStoreForTests.getState().focusAccountMenu).toBe(false);
  });

  it('is fed by the record', () => {
    setSignedInUser(identity);
    applyUserRecord({ points: 10, answers: { a: { points: 10 } }, email: 'x', name: 'y' });
    expect(getUserSnapshot().user).toMatchObject({ id: 'u1', name: 'Ada', points: 10, answers: { a: { points: 10 } } });
  });

  it('keeps loaded progress when the same reader is set again, not for another reader', () => {
    setSignedInUser(identity);
    applyUserRecord({ points: 10, answers: { a: { points: 10 } }, email: null, name: null });
    setSignedInUser({ ...identity, name: 'Ada L.' });
    expect(getUserSnapshot().user).toMatchObject({ name: 'Ada L.', points: 10 });
    setSignedInUser({ ...identity, id: 'u2' });
    expect(getUserSnapshot().user).toMatchObject({ id: 'u2', points: 0, answers: {} });
  });

  it('updates the identity without touching progress', () => {
    setSignedInUser({ ...identity, name: null });
    applyUserRecord({ points: 5, answers: { a: { points: 5 } }, email: null, name: null });
    updateIdentity({ name: 'Ada' });
    expect(getUserSnapshot().user).toMatchObject({ name: 'Ada', points: 5 });
  });

  it('ignores a record or identity update while signed out', () => {
    setSignedOut();
    applyUserRecord({ points: 10, answers: {}, email: null, name: null });
    updateIdentity({ name: 'x' });
    expect(getUserSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('clears the user at sign-out', () => {
    setSignedInUser(identity);
    setSignedOut();
    expect(getUserSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('opens and closes the sign-in dialog', () => {
    openSignIn();
    expect(userStoreForTests.getState().signInOpen).toBe(true);
    closeSignIn();
    expect(userStoreForTests.getState().signInOpen).toBe(false);
  });
});

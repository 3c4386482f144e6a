// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAccountError } from '@/lib/account/errors';
import type { ProgressStore } from '@/lib/account/progress-types';
import { applyUserRecord, setSignedInUser, setSignedOut, userStoreForTests } from '@/lib/stores/user-store';
import { InteractiveQuiz as Quiz } from './quiz-interactive';

// The saving code reaches the progress store through the session; the test hands it a fake one,
// so no Firebase is involved.
const updateSubjectStatus = vi.fn<ProgressStore['updateSubjectStatus']>();
vi.mock('@/lib/account/session', () => ({
  requireProgressStore: async () => ({ updateSubjectStatus }) as unknown as ProgressStore,
  reportAccountError: async (error: unknown) => describeAccountError(error),
}));
// Accounts are configured in this test; the module reads the real variables otherwise.
vi.mock('@/lib/account/enabled', () => ({ accountsEnabled: true }));
vi.mock('@/lib/account/config', () => ({ accountsEnabled: true, accountConfig: {} }));
// The Quiz imports a stylesheet for its save messages; vitest does not process CSS here.
vi.mock('@/components/account/account.css', () => ({}));

const props = {
  id: 'explore-soql-bind-variables',
  question: 'Which prefix marks a bind variable in SOQL?',
  choices: ['@', ':', '$', '#'],
  answer: 1,
  explanation: 'SOQL borrows Apex binding: a colon followed by the variable name.',
  points: 10,
};

const record = (points: number) => ({ points, answers: {}, email: null, name: null });

function answer(choice: string) {
  fireEvent.click(screen.getByRole('radio', { name: choice }));
  fireEvent.click(screen.getByRole('button', { name: /check/i }));
}

describe('Quiz', () => {
  beforeEach(() => {
    userStoreForTests.setState({ status: 'unknown', user: null, signInOpen: false });
    updateSubjectStatus.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets an anonymous reader answer, shows the explanation and invites them to sign in', () => {
    setSignedOut();
    render(<Quiz {...props} />);
    expect(screen.getByRole('group', { name: props.question })).toBeTruthy();
    answer('$');
    expect(screen.getByText(/Not quite. The right answer is “:”/)).toBeTruthy();
    expect(screen.getByText(props.explanation)).toBeTruthy();
    answer(':');
    expect(screen.getByText(/Correct\. \(attempt 2\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(userStoreForTests.getState().signInOpen).toBe(true);
    expect(updateSubjectStatus).not.toHaveBeenCalled();
  });

  it('saves a signed-in reader’s answer with the right fields and points', async () => {
    setSignedInUser({ id: 'u1', email: 'ada@example.com', name: 'Ada', photoURL: null });
    updateSubjectStatus.mockResolvedValue(record(10));
    render(<Quiz {...props} />);
    answer(':');
    await waitFor(() => expect(updateSubjectStatus).toHaveBeenCalledTimes(1));
    expect(updateSubjectStatus).toHaveBeenCalledWith(
      'explore-soql-bind-variables',
      { answer: 1, correct: true, attempts: 1, answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      10,
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await screen.findByText(/answer is saved|Saved\./);
  });

  it('saves a wrong answer with 0 points and continues the saved attempt count', async () => {
    setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    applyUserRecord({
      points: 0,
      answers: { [props.id]: { answer: 0, correct: false, attempts: 2, points: 0 } },
      email: null,
      name: null,
    });
    updateSubjectStatus.mockResolvedValue(record(0));
    render(<Quiz {...props} />);
    answer('#');
    await waitFor(() => expect(updateSubjectStatus).toHaveBeenCalled());
    expect(updateSubjectStatus.mock.calls[0]).toEqual([
      props.id,
      expect.objectContaining({ answer: 3, correct: false, attempts: 3 }),
      0,
    ]);
  });

  it('shows a signed-in reader’s saved answer on return', () => {
    setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    applyUserRecord({
      points: 10,
      answers: { [props.id]: { answer: 1, correct: true, attempts: 1, points: 10 } },
      email: null,
      name: null,
    });
    render(<Quiz {...props} />);
    expect((screen.getByRole('radio', { name: ':' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Correct.')).toBeTruthy();
    expect(screen.getByText(/You have 10 points for this quiz/)).toBeTruthy();
  });

  it('starts afresh when the saved answer no longer fits the choices, keeping the points', () => {
    // Saved as right at position 3, but the choices were reordered since and 3 is now wrong.
    setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    applyUserRecord({
      points: 10,
      answers: { [props.id]: { answer: 3, correct: true, attempts: 1, points: 10 } },
      email: null,
      name: null,
    });
    render(<Quiz {...props} />);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/Not quite/)).toBeNull();
    answer(':');
    expect(screen.getByText(/^Correct\./)).toBeTruthy();
  });

  it('tells the reader when saving fails, keeps the answer, and retries', async () => {
    setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    updateSubjectStatus.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    render(<Quiz {...props} />);
    answer(':');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be saved/);
    expect(alert.textContent).toMatch(/could not be reached/);
    expect((screen.getByRole('radio', { name: ':' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Correct.')).toBeTruthy();

    updateSubjectStatus.mockResolvedValueOnce(record(10));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(updateSubjectStatus).toHaveBeenCalledTimes(2);
    expect(updateSubjectStatus.mock.calls[1]?.[2]).toBe(10);
  });

  it('saves an anonymous answer once the reader signs in from the invitation', async () => {
    setSignedOut();
    updateSubjectStatus.mockResolvedValue(record(10));
    render(<Quiz {...props} />);
    answer(':');
    expect(updateSubjectStatus).not.toHaveBeenCalled();
    setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    await waitFor(() =>
      expect(updateSubjectStatus).toHaveBeenCalledWith(props.id, expect.objectContaining({ correct: true }), 10),
    );
  });
});

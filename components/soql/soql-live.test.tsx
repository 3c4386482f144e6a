// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RunClient from '@/lib/soql-run/run-client';
import type { SoqlCodeEditorProps } from './soql-code-editor';

// CodeMirror needs layout jsdom does not have: the editor is a textarea here (the e2e test drives
// the real one). The runner is real, on the sample org, answering on the main thread (jsdom has no
// Worker).
vi.mock('./soql-code-editor', () => ({
  SoqlCodeEditor: ({ initialValue, label, onChange, onRun, error }: SoqlCodeEditorProps) => (
    <textarea
      aria-label={label}
      defaultValue={initialValue}
      data-error={error ? `${error.line}:${error.column}` : ''}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && event.ctrlKey && onRun()}
    />
  ),
}));
vi.mock('@/lib/soql-run/run-client', async (importOriginal) => {
  const actual = await importOriginal<typeof RunClient>();
  const { handleRunRequest } = await import('@/lib/soql-run/run-handler');
  const runner = actual.createRunner(() => null, handleRunRequest);
  return { ...actual, sharedRunner: async () => runner };
});
const saved = vi.fn(async () => ({ ok: true as const, record: {} }));
vi.mock('@/lib/account/quiz-progress', () => ({ trySaveQuizAnswer: saved }));

const { LiveExercise } = await import('./soql-live');
const { setSignedInUser, setSignedOut } = await import('@/lib/stores/user-store');

const REFERENCE =
  'SELECT Name, Amount, Account.Name FROM Opportunity WHERE IsClosed = false ORDER BY Amount DESC LIMIT 5';
const props = {
  id: 'explore-soql-test-exercise',
  points: 15,
  reference: REFERENCE,
  ordered: true,
  start: 'SELECT Name FROM Opportunity',
  hints: ['First hint.', 'Second hint.'],
};

/** The first run loads the parser and the sample org: slow on a loaded machine. */
const WAIT = { timeout: 15_000 };
const editor = () => screen.getByLabelText<HTMLTextAreaElement>('Your SOQL query');
const type = (query: string) => fireEvent.change(editor(), { target: { value: query } });
const status = () => screen.getByRole('status');

beforeEach(() => {
  localStorage.clear();
  saved.mockClear();
  setSignedOut();
});
afterEach(cleanup);

// The first run loads the parser and the sample org, which takes seconds on a loaded machine.
describe('LiveExercise', { timeout: 60_000 }, () => {
  it('says what differs, then that the query is right, in the live region; hints come one at a time', async () => {
    render(<LiveExercise {...props} />);
    expect(editor().value).toBe(props.start);

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/^Not yet\. /, {}, WAIT)).toBeTruthy();
    expect(status().textContent).toBe('Not yet. Your result has no column Amount.');

    type(REFERENCE.replace('DESC', 'ASC'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/^Not yet\. Your rows differ|^Not yet\. The right rows/, {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show a hint' }));
    expect(screen.getByRole('list', { name: 'Hints' }).textContent).toBe('First hint.');
    fireEvent.click(screen.getByRole('button', { name: 'Show another hint (2 of 2)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /hint/ })).toBeNull();

    type(REFERENCE.toLowerCase().replace('account.name', 'Account.Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Correct: your query returns the expected 5 rows.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your result' })).toBeTruthy();
  });

  it('shows a query error in words and marks its position, and keeps the query for the next visit', async () => {
    render(<LiveExercise {...props} />);
    type('SELECT Nme FROM Opportunity');
    fireEvent.keyDown(editor(), { key: 'Enter', ctrlKey: true });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toMatch(/^Line 1, column 8: No such column 'Nme' on entity 'Opportunity'/);
    expect(editor().dataset.error).toBe('1:8');
    cleanup();
    render(<LiveExercise {...props} />);
    expect(editor().value).toBe('SELECT Nme FROM Opportunity');
  });

  it('a solve made signed out is saved when the reader signs in, once', async () => {
    render(<LiveExercise {...props} />);
    type(REFERENCE);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Solved: this exercise is worth 15 points.', {}, WAIT)).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    await act(async () => {
      setSignedInUser({ id: 'u1', email: null, name: null, photoURL: null });
    });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalledWith({ subject: props.id, choice: 0, correctChoice: 0, quizPoints: 15 });
  });
});

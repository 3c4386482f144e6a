// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InteractiveQuizProps } from './quiz-interactive';

// The interactive quiz has its own tests (quiz-interactive.test.tsx); here it only reports what it
// was handed, so the test sees what the island carries over.
vi.mock('./quiz-interactive', () => ({
  InteractiveQuiz: ({ question, initialSelected }: InteractiveQuizProps) => (
    <p>
      interactive: {question}, checked {String(initialSelected)}
    </p>
  ),
}));

const { Quiz } = await import('./quiz');

const props = {
  id: 'explore-soql-bind-variables',
  question: 'Which prefix marks a bind variable in SOQL?',
  choices: ['@', ':', '$', '#'],
  answer: 1,
  explanation: 'SOQL borrows Apex binding: a colon followed by the variable name.',
  points: 10,
};

afterEach(cleanup);

describe('Quiz on a page', () => {
  it('starts as static markup: the question, its choices and a disabled button, no answer given away', () => {
    render(<Quiz {...props} />);
    expect(screen.getByRole('group', { name: props.question })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Check answer' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(props.explanation)).toBeNull();
    expect(screen.queryByText(/interactive/)).toBeNull();
  });

  it('becomes interactive when the reader reaches it, keeping the choice already checked', async () => {
    render(<Quiz {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: '$' }));
    const island = screen.getByRole('group', { name: props.question }).closest('.quiz-island')!;
    await act(async () => {
      fireEvent.pointerEnter(island);
    });
    expect(await screen.findByText(`interactive: ${props.question}, checked 2`)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('waits for a press to end before it swaps, so the press still picks its choice', async () => {
    render(<Quiz {...props} />);
    const radio = screen.getByRole('radio', { name: '#' });
    await act(async () => {
      fireEvent.pointerDown(radio);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Loaded, but the reader is still pressing: the static quiz stays.
    expect(screen.queryByText(/interactive/)).toBeNull();
    await act(async () => {
      fireEvent.pointerUp(radio);
      fireEvent.click(radio);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(await screen.findByText(`interactive: ${props.question}, checked 3`)).toBeTruthy();
  });
});

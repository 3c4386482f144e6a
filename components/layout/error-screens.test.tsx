// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrashScreen } from './crash-screen';
import { LazyLoad, SPINNER_DELAY_MS } from './lazy-load';

afterEach(cleanup);

describe('crash screen', () => {
  it('shows the message, its causes and re-renders on "Try again"', () => {
    const retry = vi.fn();
    const error = new Error('Cannot read the page data', { cause: new Error('JSON is truncated') });
    render(<CrashScreen error={error} onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByText('Cannot read the page data')).toBeTruthy();
    expect(screen.getByText('JSON is truncated')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('lazy loading', () => {
  function Loaded({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  }

  it('shows nothing before 200 ms, then a spinner, then the component', async () => {
    vi.useFakeTimers();
    let resolve!: (c: typeof Loaded) => void;
    const load = () => new Promise<typeof Loaded>((r) => (resolve = r));
    render(<LazyLoad load={load} props={{ name: 'reader' }} label="the widget" />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(SPINNER_DELAY_MS + 10));
    expect(screen.getByRole('status').textContent).toContain('Loading the widget');
    await act(async () => resolve(Loaded));
    expect(screen.getByText('Hello reader')).toBeTruthy();
    vi.useRealTimers();
  });

  it('shows "Page Error" on failure and retries the load', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('chunk 42 failed', { cause: new Error('offline') }))
        : Promise.resolve(Loaded);
    };
    render(<LazyLoad load={load} props={{ name: 'again' }} label="the widget" />);
    expect(await screen.findByRole('heading', { name: 'Page Error' })).toBeTruthy();
    expect(screen.getByText('offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello again')).toBeTruthy();
    expect(calls).toBe(2);
    spy.mockRestore();
  });
});

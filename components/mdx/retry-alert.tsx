import type { ReactNode } from 'react';

/** What failed, in a sentence or two, and a Retry button: for a part of the page that could not load or save. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="quiz__save-error" role="alert">
      <p>{children}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

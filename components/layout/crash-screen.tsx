'use client';

import { errorCauseChain } from '@/lib/errors';

/** What a reader sees when rendering crashed: the error, its causes, and a way to try again. */
export function CrashScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [message, ...causes] = errorCauseChain(error);
  return (
    <div className="page-container page-container--narrow">
      <div className="error-box" role="alert">
        <h1 className="error-box__title">This page crashed.</h1>
        <p>{message ?? 'An unknown error occurred.'}</p>
        {causes.length > 0 && (
          <>
            <p>Caused by:</p>
            <ol className="error-box__causes">
              {causes.map((cause, i) => (
                <li key={i}>{cause}</li>
              ))}
            </ol>
          </>
        )}
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}

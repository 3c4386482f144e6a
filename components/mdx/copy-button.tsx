'use client';

import { useState } from 'react';

/** Copies the text of the code block it sits in. */
export function CopyButton() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="code-block__copy"
      aria-label={state === 'copied' ? 'Copied' : 'Copy code to clipboard'}
      onClick={async (event) => {
        const pre = event.currentTarget.closest('.code-block')?.querySelector('pre');
        try {
          await navigator.clipboard.writeText(pre?.textContent ?? '');
          setState('copied');
        } catch {
          setState('failed');
        }
        window.setTimeout(() => setState('idle'), 2000);
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
    </button>
  );
}

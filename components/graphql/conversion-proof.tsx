'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SoqlResults } from '@/components/soql/soql-results';
import type { Proof } from '@/lib/soql-run/proof';
import { sharedRunner } from '@/lib/soql-run/run-client';
import './conversion-proof.css';

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'failed' } | { kind: 'done'; soql: string; proof: Proof };

/**
 * The converter's proof: the SOQL and its GraphQL run on the sample org (in the runner's worker,
 * loaded on the first press), their results side by side, and "Same rows" or the first
 * difference. Once shown, it follows the query as the reader edits it.
 */
export function ConversionProof({ soql, ready }: { soql: string; ready: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const shown = state.kind !== 'idle';
  const latest = useRef(soql);
  useLayoutEffect(() => {
    latest.current = soql;
  });

  const prove = async (text: string) => {
    setState({ kind: 'running' });
    try {
      const proof = await (await sharedRunner()).prove(text);
      if (latest.current === text) setState({ kind: 'done', soql: text, proof });
    } catch (error) {
      console.error('The sample org could not be loaded.', error);
      setState({ kind: 'failed' });
    }
  };

  // Once the reader has asked for it, the proof follows the query.
  const following = shown && ready && state.kind === 'done' && state.soql !== soql;
  useEffect(() => {
    if (!following) return;
    const timer = window.setTimeout(() => void prove(latest.current), 300);
    return () => window.clearTimeout(timer);
  }, [following, soql]);

  const proof = state.kind === 'done' ? state.proof : null;
  return (
    <>
      <button
        type="button"
        className="button button--small"
        // Not `disabled`: a focused button that becomes disabled loses the focus.
        aria-disabled={!ready || state.kind === 'running'}
        onClick={() => ready && state.kind !== 'running' && void prove(soql)}
      >
        Run both on the sample org
      </button>
      <div role="status" className="converter__proof-verdict">
        {state.kind === 'running' && <p>Running both…</p>}
        {state.kind === 'failed' && <p>The sample org could not be loaded. Check your connection and try again.</p>}
        {proof && !proof.ok && <p>{proof.message}</p>}
        {proof?.ok && (
          <p className={proof.difference ? 'converter__proof-differs' : 'converter__proof-same'}>
            {proof.difference
              ? `First difference: ${proof.difference}`
              : `Same rows: both return ${proof.soql.result.records.length === 1 ? 'the same row' : `the same ${proof.soql.result.records.length} rows in the same order`}.`}
          </p>
        )}
      </div>
      {proof?.ok && (
        <div className="converter__proof-results">
          <div>
            <h3 className="converter__subheading">SOQL</h3>
            <SoqlResults result={proof.soql.result} ms={proof.soql.ms} label="SOQL result" />
          </div>
          <div>
            <h3 className="converter__subheading">GraphQL (as the UI API returns it)</h3>
            <SoqlResults result={proof.graphql.result} ms={proof.graphql.ms} label="GraphQL result" />
          </div>
        </div>
      )}
    </>
  );
}

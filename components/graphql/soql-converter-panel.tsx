'use client';

import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { convertSoqlToGraphql } from '@/lib/soql-to-graphql';
import { SOQL_EXAMPLES } from '@/lib/soql-to-graphql/examples';
import { decodeConverterHash, encodeConverterHash, parseVariablesJson } from '@/lib/soql-hash';
import { SoqlEditor } from './soql-editor';

export interface SoqlConverterPanelProps {
  /** The small version embedded in the docs: no variables editor, no gallery, no URL hash. */
  compact?: boolean;
}

function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="button button--small"
      disabled={!text}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setState('copied');
        } catch {
          setState('failed');
        }
        window.setTimeout(() => setState('idle'), 2000);
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}

/** The SOQL → GraphQL converter: editor, live result, diagnostics, copy buttons and examples. */
export function SoqlConverterPanel({ compact = false }: SoqlConverterPanelProps) {
  const first = SOQL_EXAMPLES[0];
  const [soql, setSoql] = useState(first.soql);
  const [variablesText, setVariablesText] = useState(first.variables ? JSON.stringify(first.variables, null, 2) : '');
  const [hashRead, setHashRead] = useState(compact);
  const deferredSoql = useDeferredValue(soql);
  const deferredVariables = useDeferredValue(variablesText);
  const uid = useId();

  useEffect(() => {
    if (compact) return;
    const restore = () => {
      const state = decodeConverterHash(window.location.hash);
      if (state) {
        setSoql(state.soql);
        setVariablesText(state.variables);
      }
    };
    restore();
    // Reading the address once after hydration is the one time state must come from outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- initial sync from location.hash
    setHashRead(true);
    window.addEventListener('hashchange', restore);
    return () => window.removeEventListener('hashchange', restore);
  }, [compact]);

  useEffect(() => {
    if (compact || !hashRead) return;
    const hash = encodeConverterHash({ soql, variables: variablesText });
    if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', hash);
  }, [compact, hashRead, soql, variablesText]);

  const variables = useMemo(() => parseVariablesJson(deferredVariables), [deferredVariables]);
  const result = useMemo(
    () => convertSoqlToGraphql(deferredSoql, { variables: variables.ok ? variables.value : undefined }),
    [deferredSoql, variables],
  );
  const variablesOut =
    result.ok && Object.keys(result.variables).length > 0 ? JSON.stringify(result.variables, null, 2) : '';
  const diagnosticsId = `${uid}-diagnostics`;

  return (
    <div className={compact ? 'converter converter--compact' : 'converter'}>
      <div className="converter__panes">
        <section className="converter__pane" aria-labelledby={`${uid}-soql`}>
          <h2 id={`${uid}-soql`} className="converter__heading">
            SOQL
          </h2>
          <SoqlEditor
            id={`${uid}-soql-input`}
            label="SOQL query"
            value={soql}
            onChange={setSoql}
            rows={compact ? 7 : 12}
            describedBy={diagnosticsId}
          />
          {!compact && (
            <>
              <label htmlFor={`${uid}-vars`} className="converter__label">
                Variables (JSON): types and defaults for <code>:name</code> binds
              </label>
              <textarea
                id={`${uid}-vars`}
                className="converter__variables"
                value={variablesText}
                spellCheck={false}
                rows={5}
                onChange={(event) => setVariablesText(event.target.value)}
                placeholder='{"recordId": {"type": "ID!", "default": "001000000000001"}}'
              />
            </>
          )}
        </section>
        <section className="converter__pane" aria-labelledby={`${uid}-gql`}>
          <div className="converter__pane-header">
            <h2 id={`${uid}-gql`} className="converter__heading">
              GraphQL
            </h2>
            <CopyTextButton text={result.ok ? result.query : ''} label="Copy query" />
          </div>
          <pre className="converter__output" tabIndex={0} aria-label="GraphQL query" data-testid="graphql-output">
            <code>{result.ok ? result.query : ''}</code>
          </pre>
          {!compact && variablesOut && (
            <>
              <div className="converter__pane-header">
                <h3 className="converter__subheading">Variables</h3>
                <CopyTextButton text={variablesOut} label="Copy variables" />
              </div>
              <pre className="converter__output converter__output--small" tabIndex={0} aria-label="GraphQL variables">
                <code>{variablesOut}</code>
              </pre>
            </>
          )}
          <div id={diagnosticsId} className="converter__diagnostics" role="status" aria-live="polite">
            {!variables.ok && <p className="diagnostic diagnostic--error">{variables.message}</p>}
            {!result.ok && (
              <p className="diagnostic diagnostic--error">
                <strong>
                  Error at line {result.error.line}, column {result.error.column}:
                </strong>{' '}
                {result.error.message}
              </p>
            )}
            {result.warnings.length > 0 && (
              <ul className="diagnostic-list">
                {result.warnings.map((warning, i) => (
                  <li key={i} className="diagnostic diagnostic--warning">
                    <strong>
                      {warning.clause}
                      {warning.line !== undefined && ` (line ${warning.line}, column ${warning.column})`}:
                    </strong>{' '}
                    {warning.message}
                  </li>
                ))}
              </ul>
            )}
            {result.ok && result.warnings.length === 0 && variables.ok && (
              <p className="diagnostic diagnostic--ok">Converted without warnings.</p>
            )}
          </div>
        </section>
      </div>
      {!compact && (
        <section className="converter__gallery" aria-labelledby={`${uid}-examples`}>
          <h2 id={`${uid}-examples`}>Examples</h2>
          <ul className="example-grid">
            {SOQL_EXAMPLES.map((example) => (
              <li key={example.id}>
                <button
                  type="button"
                  className="example-card"
                  onClick={() => {
                    setSoql(example.soql);
                    setVariablesText(example.variables ? JSON.stringify(example.variables, null, 2) : '');
                  }}
                >
                  <span className="example-card__title">{example.title}</span>
                  <span className="example-card__text">{example.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

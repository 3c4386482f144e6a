import type { ReactNode } from 'react';
import type { ConversionResult } from '@/lib/soql-to-graphql';
import { SOQL_EXAMPLES, type SoqlExample } from '@/lib/soql-to-graphql/examples';

export interface ConverterViewProps {
  compact: boolean;
  /** Prefix of the element ids, the same in the static markup and the live converter. */
  idPrefix: string;
  variablesText: string;
  /** Why the variables box cannot be read, if it cannot. */
  variablesError: string | null;
  result: ConversionResult;
  /**
   * The input has changed since `result` was made: the output is withheld (it would belong to
   * other text) and the status says the conversion is under way.
   */
  pending?: boolean;
  /** Set when the parser could not be loaded: the result shown is then out of date. */
  loadError?: { message: string; retry: () => void } | null;
  /** The SOQL editor (read-only in the static markup). */
  editor: ReactNode;
  /** A copy button; the static markup's buttons do nothing until the converter loads. */
  copyButton?: (text: string, label: string) => ReactNode;
  onVariablesChange?: (text: string) => void;
  onExample?: (example: SoqlExample) => void;
  /** The proof's live controls (conversion-proof.tsx); the static markup has an inert button. */
  proof?: ReactNode;
}

const staticCopyButton = (text: string, label: string) => (
  <button type="button" className="button button--small" disabled={!text}>
    {label}
  </button>
);

export const converterIds = (idPrefix: string) => ({
  soql: `${idPrefix}-soql`,
  soqlInput: `${idPrefix}-soql-input`,
  variables: `${idPrefix}-vars`,
  graphql: `${idPrefix}-gql`,
  examples: `${idPrefix}-examples`,
  proof: `${idPrefix}-proof`,
  diagnostics: `${idPrefix}-diagnostics`,
});

/**
 * The converter's markup: editor, result, diagnostics, copy buttons and examples. No hooks: the
 * server renders it with the first example so the page shows the converter, at its final size,
 * from the first paint; the live converter (soql-converter-panel.tsx) renders the same markup.
 */
export function ConverterView({
  compact,
  idPrefix,
  variablesText,
  variablesError,
  result: shownResult,
  pending = false,
  loadError,
  editor,
  copyButton = staticCopyButton,
  onVariablesChange,
  onExample,
  proof,
}: ConverterViewProps) {
  const ids = converterIds(idPrefix);
  const result: ConversionResult = pending ? { ok: true, query: '', variables: {}, warnings: [] } : shownResult;
  const variablesOut =
    result.ok && Object.keys(result.variables).length > 0 ? JSON.stringify(result.variables, null, 2) : '';

  return (
    <div className={compact ? 'converter converter--compact' : 'converter'}>
      <div className="converter__panes">
        <section className="converter__pane" aria-labelledby={ids.soql}>
          <h2 id={ids.soql} className="converter__heading">
            SOQL
          </h2>
          {editor}
          {!compact && (
            <>
              <label htmlFor={ids.variables} className="converter__label">
                Variables (JSON): types and defaults for <code>:name</code> binds
              </label>
              <textarea
                id={ids.variables}
                className="converter__variables"
                value={variablesText}
                readOnly={!onVariablesChange}
                spellCheck={false}
                rows={5}
                onChange={onVariablesChange && ((event) => onVariablesChange(event.target.value))}
                placeholder='{"recordId": {"type": "ID!", "default": "001000000000001"}}'
              />
            </>
          )}
        </section>
        <section className="converter__pane" aria-labelledby={ids.graphql}>
          <div className="converter__pane-header">
            <h2 id={ids.graphql} className="converter__heading">
              GraphQL
            </h2>
            {copyButton(result.ok ? result.query : '', 'Copy query')}
          </div>
          {/* A focusable, scrollable output needs a name; a <pre> may carry one only with a role. */}
          <pre
            className="converter__output"
            tabIndex={0}
            role="group"
            aria-label="GraphQL query"
            aria-busy={pending}
            data-testid="graphql-output"
          >
            <code>{result.ok ? result.query : ''}</code>
          </pre>
          {!compact && variablesOut && (
            <>
              <div className="converter__pane-header">
                <h3 className="converter__subheading">Variables</h3>
                {copyButton(variablesOut, 'Copy variables')}
              </div>
              <pre
                className="converter__output converter__output--small"
                tabIndex={0}
                role="group"
                aria-label="GraphQL variables"
              >
                <code>{variablesOut}</code>
              </pre>
            </>
          )}
          <div id={ids.diagnostics} className="converter__diagnostics" role="status" aria-live="polite">
            {loadError && (
              <p className="diagnostic diagnostic--error">
                {loadError.message}{' '}
                <button type="button" className="button button--small" onClick={loadError.retry}>
                  Retry
                </button>
              </p>
            )}
            {variablesError && <p className="diagnostic diagnostic--error">{variablesError}</p>}
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
            {pending && !loadError && <p className="diagnostic">Converting…</p>}
            {!pending && result.ok && result.warnings.length === 0 && !variablesError && !loadError && (
              <p className="diagnostic diagnostic--ok">Converted without warnings.</p>
            )}
          </div>
        </section>
      </div>
      {!compact && (
        <section className="converter__proof" aria-labelledby={ids.proof}>
          <h2 id={ids.proof} className="converter__heading">
            Same rows?
          </h2>
          <p>
            Run the SOQL and its GraphQL on the docs&apos; sample org, the GraphQL as Salesforce&apos;s UI API would run
            it, and compare the rows they return.
          </p>
          {proof ?? (
            // Pressed before the converter is live, it is pressed again once it is (soql-converter-loader.tsx).
            <button type="button" className="button button--small">
              Run both on the sample org
            </button>
          )}
        </section>
      )}
      {!compact && (
        <section className="converter__gallery" aria-labelledby={ids.examples}>
          <h2 id={ids.examples}>Examples</h2>
          <ul className="example-grid">
            {SOQL_EXAMPLES.map((example) => (
              <li key={example.id}>
                <button type="button" className="example-card" onClick={onExample && (() => onExample(example))}>
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

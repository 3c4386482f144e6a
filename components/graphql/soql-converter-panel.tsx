'use client';

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ConversionResult } from '@/lib/soql-to-graphql';
import { type Converter, createConverter } from '@/lib/soql-to-graphql/converter-client';
import { SOQL_EXAMPLES, exampleVariablesText } from '@/lib/soql-to-graphql/examples';
import { parseVariablesJson } from '@/lib/soql-to-graphql/variables-json';
import { decodeConverterHash, encodeConverterHash } from '@/lib/soql-hash';
import { ConversionProof } from './conversion-proof';
import { ConverterView, converterIds } from './converter-view';
import { SoqlEditor } from './soql-editor';

export interface SoqlConverterPanelProps {
  /** The small version embedded in the docs: no variables editor, no gallery, no URL hash. */
  compact?: boolean;
  /** Prefix of the element ids, shared with the static markup this panel replaces. */
  idPrefix: string;
  /** The conversion of the first example (made at build time), shown until the query changes. */
  initial: ConversionResult;
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

/** The live SOQL → GraphQL converter: conversions run in a worker as the reader types. */
export function SoqlConverterPanel({ compact = false, idPrefix, initial }: SoqlConverterPanelProps) {
  const first = SOQL_EXAMPLES[0];
  // The panel only ever renders in the browser (it replaces the static markup once loaded), so a
  // shared link's query is its state from the first render: the default example never shows.
  const [shared] = useState(() => (compact ? null : decodeConverterHash(window.location.hash)));
  const [soql, setSoql] = useState(shared?.soql ?? first.soql);
  const [variablesText, setVariablesText] = useState(shared?.variables ?? exampleVariablesText(first));
  const deferredSoql = useDeferredValue(soql);
  const deferredVariables = useDeferredValue(variablesText);
  const ids = converterIds(idPrefix);

  useEffect(() => {
    if (compact) return;
    const restore = () => {
      const state = decodeConverterHash(window.location.hash);
      if (state) {
        setSoql(state.soql);
        setVariablesText(state.variables);
      }
    };
    window.addEventListener('hashchange', restore);
    return () => window.removeEventListener('hashchange', restore);
  }, [compact]);

  useEffect(() => {
    if (compact) return;
    const hash = encodeConverterHash({ soql, variables: variablesText });
    if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', hash);
  }, [compact, soql, variablesText]);

  const variables = useMemo(() => parseVariablesJson(deferredVariables), [deferredVariables]);

  // Conversions run in a worker; until one finishes, the previous result stays on screen.
  const converter = useRef<Converter | null>(null);
  const [converterAttempt, setConverterAttempt] = useState(0);
  useEffect(() => {
    const created = createConverter();
    converter.current = created;
    return () => created.dispose();
  }, [converterAttempt]);
  const [converted, setConverted] = useState({
    soql: first.soql,
    variables: exampleVariablesText(first),
    result: initial,
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (converted.soql === deferredSoql && converted.variables === deferredVariables) return;
    let current = true;
    converter.current?.convert(deferredSoql, variables.ok ? variables.value : undefined).then(
      (result) => {
        if (!current) return;
        setLoadError(null);
        setConverted({ soql: deferredSoql, variables: deferredVariables, result });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Could not load the SOQL parser.', error);
        setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [converted, deferredSoql, deferredVariables, variables, converterAttempt]);

  // A result belongs to the text it was made from: until the current text is converted, show
  // that it is converting rather than the output of other text.
  const pending = converted.soql !== soql || converted.variables !== variablesText;

  return (
    <ConverterView
      compact={compact}
      idPrefix={idPrefix}
      variablesText={variablesText}
      variablesError={variables.ok ? null : variables.message}
      result={converted.result}
      pending={pending}
      loadError={
        loadError === null
          ? null
          : {
              message: `The converter could not be loaded (${loadError}). Check your connection and retry.`,
              retry: () => setConverterAttempt((n) => n + 1),
            }
      }
      editor={
        <SoqlEditor
          id={ids.soqlInput}
          label="SOQL query"
          value={soql}
          onChange={setSoql}
          rows={compact ? 7 : 12}
          describedBy={ids.diagnostics}
        />
      }
      copyButton={(text, label) => <CopyTextButton text={text} label={label} />}
      onVariablesChange={setVariablesText}
      proof={compact ? undefined : <ConversionProof soql={soql} ready={!pending && converted.result.ok} />}
      onExample={(example) => {
        setSoql(example.soql);
        setVariablesText(exampleVariablesText(example));
      }}
    />
  );
}

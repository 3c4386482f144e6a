import { convertSoqlToGraphql } from '@/lib/soql-to-graphql';
import { SOQL_EXAMPLES, exampleVariablesText } from '@/lib/soql-to-graphql/examples';
import { ConverterView, converterIds } from './converter-view';
import { SoqlConverterLoader } from './soql-converter-loader';
import { SoqlEditorView } from './soql-editor-view';

/**
 * The converter. The server converts the first example at build time and renders the converter
 * around it, read-only, so the page shows it at its final size from the first paint; the live
 * converter loads after the page and takes its place. The parser itself only ever runs in the
 * reader's browser once they change the query, and then in a worker.
 */
export function SoqlConverter({ compact = false }: { compact?: boolean }) {
  const first = SOQL_EXAMPLES[0];
  const initial = convertSoqlToGraphql(first.soql, { variables: first.variables });
  const idPrefix = compact ? 'soql-converter-compact' : 'soql-converter';
  const ids = converterIds(idPrefix);
  return (
    <SoqlConverterLoader compact={compact} idPrefix={idPrefix} initial={initial}>
      <ConverterView
        compact={compact}
        idPrefix={idPrefix}
        variablesText={exampleVariablesText(first)}
        variablesError={null}
        result={initial}
        editor={
          <SoqlEditorView
            id={ids.soqlInput}
            label="SOQL query"
            value={first.soql}
            rows={compact ? 7 : 12}
            describedBy={ids.diagnostics}
          />
        }
      />
    </SoqlConverterLoader>
  );
}

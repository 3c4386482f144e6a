/**
 * Printing: graphql-js `print` gives canonical, always-valid GraphQL text.
 * graphql-js prints an anonymous operation without variables in shorthand
 * form (`{ uiapi … }`); we spell it `query { uiapi … }`, the form used in
 * Salesforce documentation and LWC `gql` templates. Both are equivalent.
 */
import { Kind, print, type DocumentNode } from 'graphql';

/** Print a GraphQL document produced by the transform. */
export function printGraphql(document: DocumentNode): string {
  const text = print(document);
  const [definition] = document.definitions;
  const isShorthand =
    document.definitions.length === 1 &&
    definition?.kind === Kind.OPERATION_DEFINITION &&
    !definition.name &&
    (definition.variableDefinitions?.length ?? 0) === 0 &&
    (definition.directives?.length ?? 0) === 0;
  return isShorthand && text.startsWith('{') ? `query ${text}` : text;
}

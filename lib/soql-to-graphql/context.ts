/** Shared state of one conversion: warnings (with positions) and bind variables. */
import { ClauseLocator } from './location';
import type { ConversionWarning, VariablesOption } from './types';
import { VariableRegistry } from './variables';

export interface TransformContext {
  /**
   * Record a warning. `locate` is the keyword/token sequence to look for in
   * the source (case-insensitive, e.g. `'FOR', 'UPDATE'`) to attach a
   * line/column; the first not-yet-claimed occurrence is used.
   */
  warn(clause: string, message: string, ...locate: string[]): void;
  /**
   * Claim the next occurrence of a token sequence without warning, for
   * constructs converted silently (e.g. `toLabel(Rating)` in SELECT), so a
   * later warning about the same text (in WHERE) is located correctly.
   */
  claim(...locate: string[]): void;
  readonly variables: VariableRegistry;
  readonly warnings: ConversionWarning[];
}

export function createContext(source: string, variables: VariablesOption | undefined): TransformContext {
  const locator = new ClauseLocator(source);
  const warnings: ConversionWarning[] = [];
  const warn = (clause: string, message: string, ...locate: string[]): void => {
    const position = locate.length > 0 ? locator.find(...locate) : undefined;
    warnings.push({ clause, message, ...(position ? { line: position.line, column: position.column } : {}) });
  };
  const claim = (...locate: string[]): void => {
    locator.find(...locate);
  };
  return { warn, claim, warnings, variables: new VariableRegistry(variables, warn) };
}

/**
 * The variables box of the converter: JSON that gives each `:name` bind a GraphQL type and/or a
 * default, in exactly the form the converter reads (`ConvertOptions.variables`, spec form):
 *
 *   {"lastNamePattern": {"type": "String", "default": "Sm%"}}
 *
 * Anything else is refused with a message that shows this shape, rather than read in a way the
 * reader did not mean (a type written as a plain string would otherwise become the default).
 */
import { parseType } from 'graphql';
import type { VariableSpec } from './types';

/** The example shown in every error message, and in the docs. */
export const VARIABLES_EXAMPLE = '{"lastNamePattern": {"type": "String", "default": "Sm%"}}';

export type VariablesJsonResult =
  { ok: true; value: Record<string, VariableSpec> | undefined } | { ok: false; message: string };

const shape = `Write each variable as {"type": …, "default": …}, for example ${VARIABLES_EXAMPLE}.`;

/** Read the variables box; empty is fine (no variables). */
export function parseVariablesJson(text: string): VariablesJsonResult {
  if (!text.trim()) return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Variables are not valid JSON (${(error as Error).message}). ${shape}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: `Variables must be a JSON object keyed by bind name. ${shape}` };
  }
  const specs: Record<string, VariableSpec> = {};
  for (const [name, spec] of Object.entries(value as Record<string, unknown>)) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
      return { ok: false, message: `Variable "${name}" is ${JSON.stringify(spec)}, not an object. ${shape}` };
    }
    const keys = Object.keys(spec);
    const unknown = keys.find((k) => k !== 'type' && k !== 'default');
    if (unknown !== undefined || keys.length === 0) {
      return {
        ok: false,
        message: `Variable "${name}" ${unknown === undefined ? 'is empty' : `has the key "${unknown}"`}: only "type" and "default" are read. ${shape}`,
      };
    }
    const { type } = spec as { type?: unknown };
    if (type !== undefined) {
      if (typeof type !== 'string') {
        return { ok: false, message: `The type of "${name}" must be a string such as "ID!" or "String". ${shape}` };
      }
      try {
        parseType(type);
      } catch {
        return {
          ok: false,
          message: `The type of "${name}", "${type}", is not a GraphQL type: write the type alone (String, ID!, [ID]) and the value under "default". ${shape}`,
        };
      }
    }
    specs[name] = spec as VariableSpec;
  }
  return { ok: true, value: specs };
}

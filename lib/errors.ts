/** The messages of an error and of every `cause` behind it, outermost first. */
export function errorCauseChain(error: unknown, limit = 10): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && chain.length < limit && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      chain.push(current.message || current.name);
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      chain.push(String(current));
      break;
    }
  }
  return chain;
}

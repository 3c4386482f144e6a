import { describe, expect, it } from 'vitest';
import { errorCauseChain } from './errors';

describe('error cause chain', () => {
  it('lists the message of every cause', () => {
    const root = new Error('socket closed');
    const mid = new Error('fetch failed', { cause: root });
    expect(errorCauseChain(new Error('Could not render page', { cause: mid }))).toEqual([
      'Could not render page',
      'fetch failed',
      'socket closed',
    ]);
    expect(errorCauseChain('plain')).toEqual(['plain']);
  });
});

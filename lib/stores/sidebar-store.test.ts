import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSectionTree } from './sidebar-store';

const respond = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );

afterEach(() => vi.unstubAllGlobals());

const tree = [
  { type: 'page', id: 'intro', label: 'Introduction', href: '/docs/intro', unlisted: false },
  {
    type: 'category',
    id: 'Explore',
    label: 'Explore',
    href: null,
    unlisted: false,
    items: [{ type: 'page', id: 'Explore/SOQL', label: 'SOQL', href: '/docs/Explore/SOQL', unlisted: false }],
  },
];

describe('loadSectionTree', () => {
  it('returns a valid navigation file', async () => {
    respond(JSON.stringify(tree));
    await expect(loadSectionTree('valid')).resolves.toEqual(tree);
  });

  it('rejects a file that is not a navigation tree, with the same "could not be loaded" error as a failed fetch', async () => {
    respond(JSON.stringify([{ type: 'category', id: 'Explore', label: 'Explore', href: null, unlisted: false }]));
    await expect(loadSectionTree('no-items')).rejects.toThrow(
      /^The no-items navigation could not be loaded: the file is not a navigation tree at 0\.items/,
    );
    respond(JSON.stringify({ error: 'not found' }));
    await expect(loadSectionTree('object')).rejects.toThrow(/^The object navigation could not be loaded/);
  });

  it('rejects a response that is not JSON (an HTML fallback page, a truncated file)', async () => {
    respond('<!doctype html><title>Offline</title>');
    await expect(loadSectionTree('html')).rejects.toThrow(
      'The html navigation could not be loaded: the file is not JSON.',
    );
  });

  it('retries after a bad file: the next call fetches again', async () => {
    respond('[{"type":"page"}]');
    await expect(loadSectionTree('retry')).rejects.toThrow(/could not be loaded/);
    respond(JSON.stringify(tree));
    await expect(loadSectionTree('retry')).resolves.toEqual(tree);
  });
});

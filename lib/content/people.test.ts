import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPeopleAllowList } from './people';

let dir: string;
const write = (data: unknown) =>
  fs.writeFileSync(path.join(dir, 'people.json'), typeof data === 'string' ? data : JSON.stringify(data));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-people-'));
  process.env.SFX_CONTENT_DIR = dir;
});

afterEach(() => {
  delete process.env.SFX_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadPeopleAllowList', () => {
  it('reads the people and organisations', () => {
    write({ $comment: 'note', people: [{ name: 'Ada Lovelace', role: 'x' }], organisations: ['SF Explorer Team'] });
    expect(loadPeopleAllowList()).toEqual({ people: ['Ada Lovelace'], organisations: ['SF Explorer Team'] });
  });

  it('rejects a file of the wrong shape with the file and the field at fault', () => {
    write({ people: ['Ada Lovelace'], organisations: [] });
    expect(() => loadPeopleAllowList()).toThrow(/people\.json: field "people\.0" /);
    write({ people: [{ name: 'Ada Lovelace' }] });
    expect(() => loadPeopleAllowList()).toThrow(/people\.json: field "organisations" /);
    write({ people: [{ name: ' ' }], organisations: [] });
    expect(() => loadPeopleAllowList()).toThrow(/people\.json: field "people\.0\.name" must be a non-empty string/);
    write({ people: [], organisations: [], organizations: [] });
    expect(() => loadPeopleAllowList()).toThrow(/people\.json: field "organizations" is not a known field/);
  });

  it('rejects a file that is not JSON, naming it', () => {
    write('{ "people": [');
    expect(() => loadPeopleAllowList()).toThrow(/^Invalid JSON in .*people\.json/);
  });
});

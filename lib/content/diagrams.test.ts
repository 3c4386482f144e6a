import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDiagramSvg } from './diagrams';

let dir: string;
const writeDiagram = (body: string) =>
  fs.writeFileSync(path.join(dir, 'diagrams', 'flow.svg'), `<?xml version="1.0"?>\n<svg viewBox="0 0 10 10">${body}</svg>\n`);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-diagrams-'));
  fs.mkdirSync(path.join(dir, 'diagrams'));
  vi.stubEnv('SFX_CONTENT_DIR', dir);
});

afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('getDiagramSvg', () => {
  it('prepares the SVG for inlining', () => {
    writeDiagram('<rect/>');
    expect(getDiagramSvg('flow')).toBe('<svg aria-hidden="true" focusable="false" viewBox="0 0 10 10"><rect/></svg>');
  });

  it('under next dev, shows an edited diagram on the next call', () => {
    vi.stubEnv('NODE_ENV', 'development');
    writeDiagram('<rect/>');
    expect(getDiagramSvg('flow')).toContain('<rect/>');
    writeDiagram('<circle r="4"/>');
    expect(getDiagramSvg('flow')).toContain('<circle r="4"/>');
  });

  it('names a missing diagram and refuses a name that is not kebab-case', () => {
    expect(() => getDiagramSvg('missing')).toThrow('Diagram "missing" not found: expected content/diagrams/missing.svg.');
    expect(() => getDiagramSvg('../secret')).toThrow('must be kebab-case');
  });
});

/** Reads diagram SVGs from `content/diagrams` for inlining (so they follow the colour mode). */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from './docs';

const cache = new Map<string, string>();

export function getDiagramSvg(name: string): string {
  const cached = cache.get(name);
  if (cached) return cached;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Diagram name "${name}" must be kebab-case letters and digits.`);
  const file = path.join(contentRoot(), 'diagrams', `${name}.svg`);
  if (!fs.existsSync(file)) throw new Error(`Diagram "${name}" not found: expected content/diagrams/${name}.svg.`);
  const svg = fs
    .readFileSync(file, 'utf8')
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/<!DOCTYPE[^>]*>\s*/i, '')
    // The figure carries the accessible name; the drawing itself is hidden from assistive tech.
    .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"')
    .trim();
  cache.set(name, svg);
  return svg;
}

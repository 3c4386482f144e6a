/**
 * Reads diagram SVGs from `content/diagrams` for inlining (so they follow the colour mode). Goes
 * through the content file cache: read once in a build, read again under `next dev` when the file
 * changed, so an edited diagram shows on the next reload.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from './docs';
import { readCached } from './file-cache';

/** The SVG ready to inline: no XML prolog or doctype, the drawing hidden from assistive tech. */
function prepareSvg(source: string): string {
  return (
    source
      .replace(/<\?xml[^>]*\?>\s*/, '')
      .replace(/<!DOCTYPE[^>]*>\s*/i, '')
      // The figure carries the accessible name; the drawing itself is hidden from assistive tech.
      .replace(/<svg\b/, '<svg aria-hidden="true" focusable="false"')
      .trim()
  );
}

export function getDiagramSvg(name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Diagram name "${name}" must be kebab-case letters and digits.`);
  const file = path.join(contentRoot(), 'diagrams', `${name}.svg`);
  if (!fs.existsSync(file)) throw new Error(`Diagram "${name}" not found: expected content/diagrams/${name}.svg.`);
  return readCached('diagram', file, prepareSvg);
}

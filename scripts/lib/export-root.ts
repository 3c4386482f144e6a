import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder to serve so that an export built with a base path answers under that path, as GitHub
 * Pages serves a project page: `<export>-served/<base path>/…` holds the export (hard links, so
 * it costs no copy), and its top level holds only the export's 404.html (every other path is
 * unknown there) and serve.json. Without a base path it is the export itself. Rebuilt on each
 * call, so it never serves an earlier build's files.
 */
export function exportRoot(exportDir: string, basePath: string): string {
  const dir = path.resolve(exportDir);
  if (!basePath) return dir;
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no export (no index.html)`);
  const root = `${dir}-served`;
  fs.rmSync(root, { recursive: true, force: true });
  linkTree(dir, path.join(root, ...basePath.split('/').filter(Boolean)));
  for (const file of ['404.html', 'serve.json']) {
    if (fs.existsSync(path.join(dir, file))) fs.copyFileSync(path.join(dir, file), path.join(root, file));
  }
  return root;
}

/** Recreates `from` at `to` with hard links (copies where the file system refuses a link). */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

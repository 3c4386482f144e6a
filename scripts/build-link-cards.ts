/**
 * Prebuild: draws every page's link card into public/og/ (copied into the export by the build),
 * as real `.png` files a static host serves as image/png. A card is drawn again only when its
 * text, the drawing code or the mark changed (hashes kept in .next/cache/link-cards.json); cards of
 * pages that are gone are removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '../lib/content/site';
import { cardFile, linkCards } from '../lib/content/sharing';
import { loadCardAssets, renderLinkCard } from '../lib/link-cards/render';

const root = process.cwd();
const outDir = path.join(root, 'public');
const cacheFile = path.join(root, '.next', 'cache', 'link-cards.json');
const started = performance.now();

const site = new URL(getSiteConfig().url).host;
const design = crypto
  .createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'lib/link-cards/render.ts')))
  .update(fs.readFileSync(path.join(root, 'app/icon.svg')))
  .digest('hex');
let cache: Record<string, string> = {};
try {
  cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, string>;
} catch {
  // No cache yet: every card is drawn.
}

const cards = linkCards();
const seen = new Set<string>();
const next: Record<string, string> = {};
let drawn = 0;
let assets: Awaited<ReturnType<typeof loadCardAssets>> | null = null;
for (const card of cards) {
  const file = cardFile(card.href);
  if (seen.has(file)) throw new Error(`Two pages would share the link card ${file} (${card.href}).`);
  seen.add(file);
  const text = { title: card.cardTitle ?? card.title, section: card.section, site };
  const hash = crypto.createHash('sha256').update(design).update(JSON.stringify(text)).digest('hex');
  const target = path.join(outDir, file);
  next[file] = hash;
  if (cache[file] === hash && fs.existsSync(target)) continue;
  assets ??= await loadCardAssets(root);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, await renderLinkCard(text, assets));
  drawn += 1;
}

// Cards whose page is gone.
const removeStale = (dir: string) => {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) removeStale(full);
    else if (!seen.has(path.relative(outDir, full).split(path.sep).join('/'))) fs.rmSync(full);
  }
};
removeStale(path.join(outDir, 'og'));

fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
fs.writeFileSync(cacheFile, JSON.stringify(next, null, 1));
console.log(
  `link cards: ${cards.length} cards in public/og/ (${drawn} drawn, ${cards.length - drawn} unchanged) in ${Math.round(performance.now() - started)} ms`,
);

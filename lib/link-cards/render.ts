/**
 * Draws a link card: the 1200×630 PNG a chat app or social site shows when someone shares a
 * page. satori lays out the card and turns its text into SVG paths (with Inter from
 * node_modules, never a download); resvg, compiled to WebAssembly, rasterises the SVG, so
 * nothing native is installed. Used by scripts/build-link-cards.ts at build time only.
 *
 * The card is an opaque brand-blue panel with white text: it reads the same in a light chat
 * client (a blue card on white) and a dark one (a blue card on near-black), since the chat
 * client's own colours never show through it. White on #0b5cab is 6.6:1, the pale blue on it 5.3:1.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import satori from 'satori';

/** What a card says: the page title, the section above it, and the site's address below. */
export interface LinkCardText {
  title: string;
  /** Where the page sits, e.g. "Docs · Explore" or "Blog · March 4, 2025". */
  section: string;
  /** The site's host, e.g. "info.sf-explorer.com". */
  site: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BLUE = '#0b5cab';
const PALE_BLUE = '#d4e6ff';

/** The satori element shape: enough of React's to describe a card without React itself. */
interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | CardNode | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

function box(style: Record<string, string | number>, ...children: (CardNode | string)[]): CardNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** Long titles get a smaller size so they fit in three lines; longer ones end with an ellipsis. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 84;
  if (title.length <= 60) return 70;
  return 58;
}

/** The card as a satori element tree. */
export function cardTree(text: LinkCardText, markSvg: string): CardNode {
  const mark: CardNode = {
    type: 'img',
    props: { src: `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`, width: 88, height: 88 },
  };
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      padding: '64px 72px',
      backgroundColor: BLUE,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    // The mark sits on a white ring so its own blue tile stays visible on the blue card.
    box(
      { alignItems: 'center', justifyContent: 'space-between', width: CARD_WIDTH - 144 },
      box(
        { alignItems: 'center' },
        box({ padding: 6, borderRadius: 26, backgroundColor: '#ffffff' }, mark),
        box({ marginLeft: 28, fontSize: 44, fontWeight: 700 }, 'SF Explorer'),
      ),
      box({ fontSize: 30, color: PALE_BLUE }, text.site),
    ),
    box(
      { flexDirection: 'column', width: CARD_WIDTH - 144, height: 380, justifyContent: 'flex-end' },
      box({ fontSize: 34, fontWeight: 600, color: PALE_BLUE, marginBottom: 20 }, text.section),
      box(
        {
          // satori clamps lines only in a block box.
          display: 'block',
          fontSize: titleSize(text.title),
          fontWeight: 700,
          lineHeight: 1.12,
          lineClamp: 3,
          letterSpacing: -1,
        },
        text.title,
      ),
    ),
  );
}

/** Fonts, the wasm renderer and the mark, loaded once per process. */
export interface CardAssets {
  fonts: { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[];
  markSvg: string;
}

let wasmReady: Promise<void> | null = null;

/** Loads Inter (from @fontsource/inter) and the site's mark (app/icon.svg), and starts resvg's wasm. */
export async function loadCardAssets(root: string): Promise<CardAssets> {
  const require = createRequire(path.join(root, 'package.json'));
  wasmReady ??= initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await wasmReady;
  // satori reads TTF, OTF and WOFF, not WOFF2.
  const fontFile = (weight: number) =>
    fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return {
    fonts: ([400, 600, 700] as const).map((weight) => ({
      name: 'Inter',
      data: fontFile(weight),
      weight,
      style: 'normal',
    })),
    markSvg: fs.readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8'),
  };
}

/** Renders one card to PNG bytes. */
export async function renderLinkCard(text: LinkCardText, assets: CardAssets): Promise<Uint8Array> {
  // satori's types want a React element; the plain object tree is what it reads from one.
  const svg = await satori(cardTree(text, assets.markSvg) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

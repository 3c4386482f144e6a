/**
 * Checks of what other software reads from an exported page: its link card (og:image and
 * twitter:image, a real 1200×630 PNG in the export at an absolute URL of the site), a post's
 * article tags, and its JSON-LD, parsed and compared with what the page itself shows: the
 * BreadcrumbList with the visible breadcrumbs, the BlogPosting with the title, description,
 * canonical URL, card, dates and authors, the WebSite with the site's name and address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attribute, elements, type HtmlDocument, type HtmlElement, parseHtml } from './html';

export interface SharingProblem {
  page: string;
  reason: string;
}

/** What the check needs to know about the site and the page. */
export interface SharingContext {
  /** Export folder, to find the card files. */
  outDir: string;
  /** Site origin plus base path, without a trailing slash. */
  siteUrl: string;
  /** Served path of the page (`/docs/intro/`). */
  page: string;
  /** The page is a blog post (article tags and BlogPosting required). */
  isPost: boolean;
  /** The page is a docs or DevOps page (BreadcrumbList required). */
  isDoc: boolean;
  /** The page is the home page (WebSite required). */
  isHome: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Width and height of a PNG, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The IHDR chunk comes first: length, "IHDR", then width and height.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The text a reader sees in an element (whitespace collapsed). */
export function textOf(node: HtmlElement): string {
  const parts: string[] = [];
  const visit = (n: HtmlElement | { nodeName: string; value?: string }) => {
    if (n.nodeName === '#text') parts.push((n as { value: string }).value);
    if ('childNodes' in n) for (const child of n.childNodes) visit(child as HtmlElement);
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function metaContent(doc: HtmlDocument, key: 'property' | 'name', value: string): string[] {
  return [...elements(doc)]
    .filter((el) => el.tagName === 'meta' && attribute(el, key) === value)
    .map((el) => attribute(el, 'content') ?? '');
}

/** Every JSON-LD block of a page, parsed; a block that is not JSON is reported. */
export function jsonLdBlocks(doc: HtmlDocument, problems: string[]): { [key: string]: Json }[] {
  const blocks: { [key: string]: Json }[] = [];
  for (const el of elements(doc)) {
    if (el.tagName !== 'script' || attribute(el, 'type') !== 'application/ld+json') continue;
    const source = el.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    try {
      const data = JSON.parse(source) as Json;
      if (!data || typeof data !== 'object' || Array.isArray(data)) problems.push('JSON-LD is not an object');
      else if (data['@context'] !== 'https://schema.org') problems.push('JSON-LD @context is not https://schema.org');
      else blocks.push(data);
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  return blocks;
}

/** Resolves a link of the page to an absolute URL of the site. */
function absolute(href: string, ctx: SharingContext): string {
  return new URL(href, `${ctx.siteUrl}${ctx.page}`).href;
}

function checkCard(doc: HtmlDocument, ctx: SharingContext, problems: string[]) {
  const og = metaContent(doc, 'property', 'og:image');
  const twitter = metaContent(doc, 'name', 'twitter:image');
  if (og.length !== 1) return problems.push(`has ${og.length} og:image tags, not 1`);
  if (twitter[0] !== og[0]) problems.push(`twitter:image (${twitter[0] ?? 'none'}) is not the og:image`);
  if (metaContent(doc, 'name', 'twitter:card')[0] !== 'summary_large_image') {
    problems.push('twitter:card is not summary_large_image');
  }
  const url = og[0];
  if (!url.startsWith(`${ctx.siteUrl}/`) || !url.endsWith('.png')) {
    return problems.push(`og:image ${url} is not a .png under the site URL ${ctx.siteUrl}`);
  }
  const file = path.join(
    ctx.outDir,
    decodeURIComponent(new URL(url).pathname.slice(new URL(`${ctx.siteUrl}/`).pathname.length)),
  );
  if (!fs.existsSync(file)) return problems.push(`og:image ${url} is not in the export`);
  const size = pngSize(fs.readFileSync(file));
  if (!size) problems.push(`og:image ${url} is not a PNG`);
  else if (size.width !== 1200 || size.height !== 630)
    problems.push(`og:image ${url} is ${size.width}×${size.height}, not 1200×630`);
  const width = metaContent(doc, 'property', 'og:image:width')[0];
  const height = metaContent(doc, 'property', 'og:image:height')[0];
  if (width !== '1200' || height !== '630') problems.push(`og:image:width/height say ${width}×${height}`);
}

function checkBreadcrumbs(
  doc: HtmlDocument,
  blocks: { [key: string]: Json }[],
  ctx: SharingContext,
  problems: string[],
) {
  const lists = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
  const nav = [...elements(doc)].find((el) => el.tagName === 'nav' && attribute(el, 'aria-label') === 'Breadcrumbs');
  if (!nav) {
    if (lists.length) problems.push('has a BreadcrumbList but no visible breadcrumbs');
    else if (ctx.isDoc) problems.push('has no breadcrumbs');
    return;
  }
  if (lists.length !== 1) return problems.push(`has ${lists.length} BreadcrumbList blocks, not 1`);
  const items = lists[0].itemListElement;
  if (!Array.isArray(items)) return problems.push('BreadcrumbList has no itemListElement');
  const steps = [...elements(nav)].filter((el) => el.tagName === 'li');
  if (items.length !== steps.length) {
    return problems.push(`BreadcrumbList has ${items.length} items, the visible breadcrumbs ${steps.length}`);
  }
  steps.forEach((li, index) => {
    const item = items[index] as { [key: string]: Json };
    const link = [...elements(li)].find((el) => el.tagName === 'a');
    const name = index === 0 ? 'Home' : textOf(li);
    const last = index === steps.length - 1;
    // The current page is plain text in the trail; its URL is the page's own.
    const expectedUrl = link
      ? absolute(attribute(link, 'href') ?? '', ctx)
      : last
        ? `${ctx.siteUrl}${ctx.page}`
        : undefined;
    if (item['@type'] !== 'ListItem' || item.position !== index + 1)
      problems.push(`BreadcrumbList item ${index + 1} is not ListItem at position ${index + 1}`);
    if (item.name !== name)
      problems.push(`BreadcrumbList item ${index + 1} is "${String(item.name)}", the page shows "${name}"`);
    if (item.item !== expectedUrl) {
      problems.push(
        `BreadcrumbList item ${index + 1} links ${String(item.item)}, the page ${expectedUrl ?? 'nothing'}`,
      );
    }
  });
}

function checkPosting(doc: HtmlDocument, blocks: { [key: string]: Json }[], ctx: SharingContext, problems: string[]) {
  const postings = blocks.filter((block) => block['@type'] === 'BlogPosting');
  if (!ctx.isPost) {
    if (postings.length) problems.push('has a BlogPosting but is not a post');
    return;
  }
  const type = metaContent(doc, 'property', 'og:type')[0];
  const published = metaContent(doc, 'property', 'article:published_time')[0];
  const modified = metaContent(doc, 'property', 'article:modified_time')[0];
  const authors = metaContent(doc, 'property', 'article:author');
  const tags = metaContent(doc, 'property', 'article:tag');
  if (type !== 'article') problems.push(`og:type is ${type}, not article`);
  if (!published || !modified) problems.push('article:published_time or article:modified_time is missing');
  if (!authors.length) problems.push('has no article:author');
  if (!tags.length) problems.push('has no article:tag');
  if (postings.length !== 1) return problems.push(`has ${postings.length} BlogPosting blocks, not 1`);
  const posting = postings[0];
  const h1 = [...elements(doc)].find((el) => el.tagName === 'h1');
  const canonical = [...elements(doc)].find((el) => el.tagName === 'link' && attribute(el, 'rel') === 'canonical');
  const expected: Record<string, Json | undefined> = {
    headline: h1 && textOf(h1),
    description: metaContent(doc, 'name', 'description')[0],
    url: canonical && attribute(canonical, 'href'),
    image: metaContent(doc, 'property', 'og:image')[0],
    datePublished: published,
    dateModified: modified,
  };
  const shownDate = [...elements(doc)].find((el) => el.tagName === 'time');
  if (published !== (shownDate && attribute(shownDate, 'datetime'))) {
    problems.push(`article:published_time ${published} is not the date the post shows`);
  }
  for (const [key, value] of Object.entries(expected)) {
    if (posting[key] !== value)
      problems.push(`BlogPosting ${key} is ${JSON.stringify(posting[key])}, the page says ${JSON.stringify(value)}`);
  }
  const postAuthors = Array.isArray(posting.author) ? (posting.author as { [key: string]: Json }[]) : [];
  const bylines = [...elements(doc)].filter(
    (el) => el.tagName === 'a' && attribute(el, 'rel')?.split(' ').includes('author'),
  );
  const shown = bylines.map(textOf);
  if (postAuthors.map((author) => author.url).join(' ') !== authors.join(' ')) {
    problems.push(
      `BlogPosting authors ${JSON.stringify(postAuthors.map((a) => a.url))} differ from article:author ${JSON.stringify(authors)}`,
    );
  }
  for (const author of postAuthors) {
    if (author['@type'] !== 'Person' || typeof author.name !== 'string' || !shown.includes(author.name)) {
      problems.push(
        `BlogPosting author ${JSON.stringify(author.name)} is not a Person the page names (${shown.join(', ') || 'none'})`,
      );
    }
  }
}

function checkWebSite(doc: HtmlDocument, blocks: { [key: string]: Json }[], ctx: SharingContext, problems: string[]) {
  const sites = blocks.filter((block) => block['@type'] === 'WebSite');
  if (!ctx.isHome) {
    if (sites.length) problems.push('has a WebSite block but is not the home page');
    return;
  }
  if (sites.length !== 1) return problems.push(`has ${sites.length} WebSite blocks, not 1`);
  const siteName = metaContent(doc, 'property', 'og:site_name')[0];
  if (sites[0].name !== siteName) problems.push(`WebSite name is ${String(sites[0].name)}, og:site_name ${siteName}`);
  if (sites[0].url !== `${ctx.siteUrl}/`) problems.push(`WebSite url is ${String(sites[0].url)}, not ${ctx.siteUrl}/`);
}

/** Every sharing problem of one exported page. */
export function checkSharing(html: string, ctx: SharingContext): SharingProblem[] {
  const doc = parseHtml(html);
  const problems: string[] = [];
  checkCard(doc, ctx, problems);
  const ogUrl = metaContent(doc, 'property', 'og:url')[0];
  if (ogUrl !== undefined && !ogUrl.startsWith(`${ctx.siteUrl}/`))
    problems.push(`og:url ${ogUrl} is not absolute on the site`);
  const blocks = jsonLdBlocks(doc, problems);
  const known = new Set(['BreadcrumbList', 'BlogPosting', 'WebSite']);
  for (const block of blocks)
    if (!known.has(String(block['@type']))) problems.push(`unexpected JSON-LD type ${String(block['@type'])}`);
  checkBreadcrumbs(doc, blocks, ctx, problems);
  checkPosting(doc, blocks, ctx, problems);
  checkWebSite(doc, blocks, ctx, problems);
  return problems.map((reason) => ({ page: ctx.page, reason }));
}

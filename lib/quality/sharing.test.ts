import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostingLd, breadcrumbListLd, serializeJsonLd, webSiteLd } from '../structured-data';
import { checkSharing, pngSize, type SharingContext } from './sharing';

const SITE = 'https://docs.example.com/base';
let outDir = '';

/** The first 24 bytes of a PNG: signature and IHDR with the given size (all the check reads). */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sharing-'));
  fs.mkdirSync(path.join(outDir, 'og/docs/Generative AI'), { recursive: true });
  fs.mkdirSync(path.join(outDir, 'og/blog'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'og/docs/Generative AI/prompts.png'), pngHeader(1200, 630));
  fs.writeFileSync(path.join(outDir, 'og/blog/r1.png'), pngHeader(1200, 630));
  fs.writeFileSync(path.join(outDir, 'og/index.png'), pngHeader(600, 315));
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

const card = (url: string) => `
  <meta property="og:image" content="${url}"><meta property="og:image:width" content="1200">
  <meta property="og:image:height" content="630"><meta name="twitter:card" content="summary_large_image">
  <meta name="twitter:image" content="${url}">`;
const ld = (data: Parameters<typeof serializeJsonLd>[0]) =>
  `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;

const docPath = '/docs/Generative%20AI/prompts/';
const docTrail = [
  { name: 'Home', url: `${SITE}/` },
  { name: 'Docs', url: `${SITE}/docs/intro/` },
  { name: 'Generative AI', url: null },
  { name: 'Prompts', url: `${SITE}${docPath}` },
];
function docPage(trail = docTrail) {
  return `<html><head>${card(`${SITE}/og/docs/Generative%20AI/prompts.png`)}</head><body>
    <nav aria-label="Breadcrumbs"><ol>
      <li><a href="/base/" aria-label="Home page"><svg></svg></a></li>
      <li><a href="/base/docs/intro/">Docs</a></li>
      <li><span>Generative AI</span></li>
      <li><span aria-current="page">Prompts</span></li>
    </ol></nav>${ld(breadcrumbListLd(trail))}<h1>Prompts</h1></body></html>`;
}
const docContext: SharingContext = {
  outDir: '',
  siteUrl: SITE,
  page: docPath,
  isPost: false,
  isDoc: true,
  isHome: false,
};

const posting = {
  headline: 'Release 1',
  description: 'What changed.',
  url: `${SITE}/blog/r1/`,
  image: `${SITE}/og/blog/r1.png`,
  datePublished: '2025-07-01',
  dateModified: '2025-08-01',
  authors: [{ name: 'Ada Example', url: 'https://github.com/ada' }],
  keywords: ['Salesforce'],
  publisher: { name: 'Site', url: `${SITE}/` },
};
function postPage(data = posting, extraHead = '') {
  return `<html><head>${card(`${SITE}/og/blog/r1.png`)}
    <meta name="description" content="What changed."><link rel="canonical" href="${SITE}/blog/r1/">
    <meta property="og:type" content="article"><meta property="article:published_time" content="2025-07-01">
    <meta property="article:modified_time" content="2025-08-01"><meta property="article:author" content="https://github.com/ada">
    <meta property="article:tag" content="Salesforce">${extraHead}</head>
    <body>${ld(blogPostingLd(data))}<h1>Release 1</h1><time datetime="2025-07-01">July 1</time>
    <a rel="author noopener" href="https://github.com/ada">Ada Example</a></body></html>`;
}
const postContext: SharingContext = {
  outDir: '',
  siteUrl: SITE,
  page: '/blog/r1/',
  isPost: true,
  isDoc: false,
  isHome: false,
};

const reasons = (html: string, ctx: SharingContext) => checkSharing(html, { ...ctx, outDir }).map((p) => p.reason);

describe('sharing check of an exported page', () => {
  it('accepts a docs page whose card and BreadcrumbList match the page', () => {
    expect(reasons(docPage(), docContext)).toEqual([]);
  });

  it('reports a BreadcrumbList that differs from the visible trail, and a docs page without one', () => {
    const renamed = docTrail.map((step, i) => (i === 2 ? { ...step, name: 'AI' } : step));
    expect(reasons(docPage(renamed), docContext)).toEqual([
      'BreadcrumbList item 3 is "AI", the page shows "Generative AI"',
    ]);
    const linked = docTrail.map((step, i) => (i === 1 ? { ...step, url: `${SITE}/docs/` } : step));
    expect(reasons(docPage(linked), docContext)).toEqual([
      `BreadcrumbList item 2 links ${SITE}/docs/, the page ${SITE}/docs/intro/`,
    ]);
    const without = docPage().replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
    expect(reasons(without, docContext)).toEqual(['has 0 BreadcrumbList blocks, not 1']);
  });

  it('accepts a post whose BlogPosting and article tags say what the page shows', () => {
    expect(reasons(postPage(), postContext)).toEqual([]);
  });

  it('reports a BlogPosting that disagrees with the page, and JSON-LD that does not parse', () => {
    expect(reasons(postPage({ ...posting, headline: 'Other', dateModified: '2025-09-01' }), postContext)).toEqual([
      'BlogPosting headline is "Other", the page says "Release 1"',
      'BlogPosting dateModified is "2025-09-01", the page says "2025-08-01"',
    ]);
    const broken = postPage().replace('{"@context"', '{@context');
    expect(reasons(broken, postContext)[0]).toMatch(/^JSON-LD does not parse/);
    expect(
      reasons(postPage({ ...posting, authors: [{ name: 'Bob', url: 'https://github.com/ada' }] }), postContext),
    ).toEqual(['BlogPosting author "Bob" is not a Person the page names (Ada Example)']);
  });

  it('requires a post to be an article with its dates, authors and tags', () => {
    const html = postPage()
      .replace('content="article"', 'content="website"')
      .replace(/<meta property="article:tag"[^>]*>/, '');
    expect(reasons(html, postContext)).toEqual(['og:type is website, not article', 'has no article:tag']);
  });

  it('reports a missing, relative, absent or wrongly sized card', () => {
    const home: SharingContext = { ...docContext, page: '/', isDoc: false, isHome: true };
    const site = ld(webSiteLd({ name: 'Site', url: `${SITE}/`, description: 'd' }));
    const page = (head: string) =>
      `<html><head>${head}<meta property="og:site_name" content="Site"></head><body>${site}</body></html>`;
    expect(reasons(page(''), home)).toEqual(['has 0 og:image tags, not 1']);
    expect(reasons(page(card('/og/index.png')), home)).toEqual([
      `og:image /og/index.png is not a .png under the site URL ${SITE}`,
    ]);
    expect(reasons(page(card(`${SITE}/og/none.png`)), home)).toEqual([
      `og:image ${SITE}/og/none.png is not in the export`,
    ]);
    expect(reasons(page(card(`${SITE}/og/index.png`)), home)).toEqual([
      `og:image ${SITE}/og/index.png is 600×315, not 1200×630`,
    ]);
    expect(reasons(`<html><head>${card(`${SITE}/og/blog/r1.png`)}</head><body></body></html>`, home)).toEqual([
      'has 0 WebSite blocks, not 1',
    ]);
  });

  it('reads a PNG size and rejects other bytes', () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('<svg/>'))).toBeNull();
  });
});

describe('JSON-LD serialisation', () => {
  it('cannot close its script element early', () => {
    const json = serializeJsonLd(
      webSiteLd({ name: '</script><script>alert(1)</script>', url: `${SITE}/`, description: '' }),
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

/**
 * AI-ready exports, written by the postbuild into the exported site:
 * - a Markdown copy of every docs, DevOps and blog page at the page's path plus `.md`
 *   (`/docs/Explore/SOQL/` → `/docs/Explore/SOQL.md`, `/devops/` → `/devops.md`);
 * - `/llms.txt`, the llmstxt.org index of those files;
 * - `/llms-full.txt`, every docs and DevOps page in sidebar order in one file.
 *
 * Files go into `outDir` at their path without the base path (the host adds it); the URLs inside
 * them are absolute and include the base path, so each file stands alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatDate, getBlogPosts, getListedPosts } from '@/lib/content/blog';
import { DOCS_SECTIONS, type DocPage, getDocPages, getNavTree } from '@/lib/content/docs';
import { absoluteUrl } from '@/lib/content/feed-data';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsEntry, type LlmsFullPage } from '@/lib/content/llms';
import { type MarkdownExportPage, markdownHref, pageToMarkdown } from '@/lib/content/markdown-export';
import { flattenNav } from '@/lib/content/nav';
import { getSiteConfig } from '@/lib/content/site';
import type { DocsSectionId } from '@/lib/site-config';

const SECTION_TITLES: Record<DocsSectionId, string> = { docs: 'Docs', devops: 'DevOps Center' };

/** What `writeAiExports` wrote, for the postbuild log. */
export interface AiExportsResult {
  markdownFiles: number;
  llmsEntries: number;
  fullPages: number;
}

/** Converts one page, naming the source file when its MDX cannot be exported. */
function toMarkdown(page: MarkdownExportPage, href: string, file: string): string {
  try {
    return pageToMarkdown(page, { siteUrl: absoluteUrl(''), pageUrl: absoluteUrl(href) });
  } catch (error) {
    throw new Error(`Could not export ${file} as Markdown: ${(error as Error).message}`, { cause: error });
  }
}

/** Writes `content` at a site path such as `/devops/Sample%20Rules/ApexClass.md`. */
function writeSiteFile(outDir: string, sitePath: string, content: string): void {
  const file = path.join(outDir, ...decodeURIComponent(sitePath).split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Pages of a section in sidebar order; unlisted pages and folders without a page are skipped. */
function pagesInSidebarOrder(section: DocsSectionId): DocPage[] {
  const byHref = new Map(getDocPages(section).map((page) => [page.href, page]));
  return flattenNav(getNavTree(section))
    .map((link) => byHref.get(link.href))
    .filter((page): page is DocPage => page !== undefined && !page.frontmatter.unlisted);
}

/** Writes the `.md` exports, `llms.txt` and `llms-full.txt` into an exported site. */
export function writeAiExports(outDir: string): AiExportsResult {
  const config = getSiteConfig();
  const markdownByHref = new Map<string, string>();
  let markdownFiles = 0;

  // Every built page gets an export, unlisted ones included: they have an HTML page and a
  // "Copy page" menu too. Drafts are not loaded outside development, so none are written.
  for (const section of DOCS_SECTIONS) {
    for (const page of getDocPages(section)) {
      const markdown = toMarkdown(
        { title: page.frontmatter.title, description: page.frontmatter.description, body: page.body },
        page.href,
        page.filePath,
      );
      markdownByHref.set(page.href, markdown);
      writeSiteFile(outDir, markdownHref(page.href), markdown);
      markdownFiles += 1;
    }
  }
  for (const post of getBlogPosts()) {
    const byline = `Published ${formatDate(post.frontmatter.date)} by ${post.authors.map((a) => a.name).join(', ')}`;
    const markdown = toMarkdown(
      { title: post.frontmatter.title, description: post.frontmatter.description, body: post.body, byline },
      post.href,
      post.filePath,
    );
    writeSiteFile(outDir, markdownHref(post.href), markdown);
    markdownFiles += 1;
  }

  const summary = `${config.title} (${config.tagline}) is a free tool for Salesforce admins, developers and architects: explore, compare, secure and document your orgs from one web app or browser extension.`;
  const docEntry = (page: DocPage): LlmsEntry => ({
    title: page.frontmatter.title,
    url: absoluteUrl(markdownHref(page.href)),
    description: page.frontmatter.description,
  });
  const sections = DOCS_SECTIONS.map((section) => ({
    title: SECTION_TITLES[section],
    entries: pagesInSidebarOrder(section).map(docEntry),
  }));
  sections.push({
    title: 'Blog',
    entries: getListedPosts().map((post) => ({
      title: post.frontmatter.title,
      url: absoluteUrl(markdownHref(post.href)),
      description: post.frontmatter.description,
    })),
  });
  writeSiteFile(
    outDir,
    '/llms.txt',
    buildLlmsTxt({
      name: config.title,
      summary,
      details: [
        `Each link below is the Markdown version of a page; the same path without \`.md\` is the page on the website. All docs and DevOps Center pages are also available in one file: ${absoluteUrl('/llms-full.txt')}.`,
      ],
      sections,
    }),
  );

  const fullPages: LlmsFullPage[] = DOCS_SECTIONS.flatMap((section) =>
    pagesInSidebarOrder(section).map((page) => ({
      url: absoluteUrl(page.href),
      markdown: markdownByHref.get(page.href) ?? '',
    })),
  );
  writeSiteFile(
    outDir,
    '/llms-full.txt',
    buildLlmsFullTxt({ name: `${config.title} documentation`, summary, pages: fullPages }),
  );

  return {
    markdownFiles,
    llmsEntries: sections.reduce((sum, section) => sum + section.entries.length, 0),
    fullPages: fullPages.length,
  };
}

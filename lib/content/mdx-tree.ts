/**
 * Parses MDX into a Markdown syntax tree with the same parser family the renderer uses, and
 * gives every heading the id rehype-slug will give it. The table of contents and the search
 * extractor both read headings from here, so their anchors always match the rendered page.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Parses an MDX body (frontmatter already removed). */
export function parseMdx(body: string): Root {
  return processor.runSync(processor.parse(body)) as Root;
}

/** A heading with its rendered id. */
export interface HeadingInfo {
  depth: number;
  text: string;
  id: string;
  node: Heading;
}

/** Every heading in document order, with ids assigned exactly as rehype-slug assigns them. */
export function collectHeadings(tree: Root): HeadingInfo[] {
  const slugger = new GithubSlugger();
  const out: HeadingInfo[] = [];
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'heading') {
      const text = toString(node).trim();
      out.push({ depth: node.depth, text, id: slugger.slug(text), node });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as RootContent);
  };
  visit(tree);
  return out;
}

/** One entry of a page's table of contents. */
export interface TocItem {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** The h2 and h3 headings of a page. */
export function extractToc(body: string): TocItem[] {
  return collectHeadings(parseMdx(body))
    .filter((h) => h.depth === 2 || h.depth === 3)
    .map((h) => ({ depth: h.depth as 2 | 3, text: h.text, id: h.id }));
}

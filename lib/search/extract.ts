/**
 * Turns one MDX body into search records: the page intro, and one per h2/h3 section (deeper
 * headings folded in). The same parser and slugger as the table of contents give every record's
 * anchor the id the rendered heading carries.
 */
import type { Root } from 'mdast';
import { collectHeadings, type HeadingInfo, parseMdx } from '@/lib/content/mdx-tree';
import type { SearchRecord } from './types';

/** The page around the body; the description and keywords are searched with the intro. */
export interface PageInfo {
  href: string;
  title: string;
  subcategory: string;
  description?: string;
  keywords?: readonly string[];
  /** The page's name in the sidebar. */
  label?: string;
}

/** An mdast/MDX node read structurally, independent of the MDX packages' type augmentations. */
interface AnyNode {
  type: string;
  value?: string;
  children?: AnyNode[];
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** Nodes whose content never reaches the reader as text (code is collected separately). */
const SKIPPED = new Set(
  'mdxjsEsm mdxFlowExpression mdxTextExpression html yaml toml definition thematicBreak image imageReference'.split(
    ' ',
  ),
);

/** Phrasing (inline) nodes: consecutive ones form one line of text. */
const PHRASING = new Set(
  (
    'text inlineCode emphasis strong delete link linkReference break mdxJsxTextElement mdxTextExpression ' +
    'footnoteReference image imageReference html'
  ).split(' '),
);

/**
 * String props that components render as visible text (Callout title, YouTube title, Quiz
 * question). Not a Quiz's explanation: the page shows it only once the reader has answered, so a
 * result quoting it would lead to text not on the page, and give the answer away.
 */
const VISIBLE_PROPS = ['title', 'caption', 'question'];

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text of inline content: expressions and tags dropped, JSX children kept. */
function inlineText(node: AnyNode): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return node.children?.map(inlineText).join('') ?? '';
}

interface Section {
  heading: HeadingInfo | null;
  lines: string[];
  code: string[];
}

/** Splits a parsed MDX tree into sections; a heading inside a component starts one too (it has an id). */
function splitSections(tree: Root): Section[] {
  const headings = new Map(collectHeadings(tree).map((h) => [h.node as unknown as AnyNode, h]));
  const sections: Section[] = [{ heading: null, lines: [], code: [] }];
  const current = () => sections[sections.length - 1];
  const emit = (text: string) => {
    const line = clean(text);
    if (line) current().lines.push(line);
  };

  const walkChildren = (children: AnyNode[]) => {
    // Consecutive inline children (a one-line `<Callout>text</Callout>`) form a single line.
    let inline = '';
    for (const child of children) {
      if (PHRASING.has(child.type)) {
        inline += inlineText(child);
        continue;
      }
      emit(inline);
      inline = '';
      walk(child);
    }
    emit(inline);
  };

  const walk = (node: AnyNode): void => {
    if (SKIPPED.has(node.type)) return;
    switch (node.type) {
      case 'heading': {
        const info = headings.get(node);
        if (info && info.depth <= 3) sections.push({ heading: info, lines: [], code: [] });
        else emit(inlineText(node));
        return;
      }
      case 'code':
        if (node.value?.trim()) current().code.push(node.value.trim());
        return;
      case 'table':
        // One line per row, cells separated so a snippet still reads as "term · meaning".
        for (const row of node.children ?? [])
          emit(
            (row.children ?? [])
              .map((cell) => clean(inlineText(cell)))
              .filter(Boolean)
              .join(' · '),
          );
        return;
      case 'mdxJsxFlowElement':
        for (const { type, name, value } of node.attributes ?? [])
          if (type === 'mdxJsxAttribute' && VISIBLE_PROPS.includes(name ?? '') && typeof value === 'string')
            emit(value);
        walkChildren(node.children ?? []);
        return;
      default:
        if (node.children) walkChildren(node.children);
    }
  };

  walkChildren((tree.children as unknown as AnyNode[]) ?? []);
  return sections;
}

/** The records of one page: the intro, always, and every h2 and h3 section, even empty (its heading is worth finding). */
export function extractRecords(body: string, page: PageInfo): SearchRecord[] {
  const sections = splitSections(parseMdx(body));
  return sections.map((section, i) => {
    const lines = i === 0 && page.description ? [clean(page.description), ...section.lines] : section.lines;
    const record: SearchRecord = {
      url: section.heading ? `${page.href}#${section.heading.id}` : page.href,
      title: section.heading ? section.heading.text : page.title,
      pageTitle: page.title,
      subcategory: page.subcategory,
      text: lines.join('\n'),
    };
    if (section.code.length) record.code = section.code.join('\n');
    if (i === 0 && page.keywords?.length) record.keywords = page.keywords.join(', ');
    if (i === 0 && page.label && page.label !== page.title) record.label = page.label;
    return record;
  });
}

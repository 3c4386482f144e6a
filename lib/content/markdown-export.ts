/**
 * Turns a page's MDX into clean, standalone Markdown for the `.md` exports, `llms-full.txt` and
 * the "Copy page" menu. The MDX is parsed with the same parser the site uses, every registry
 * component is replaced by plain Markdown that says the same thing, internal links become
 * absolute, and the tree is printed with GFM (tables, strikethrough) support. Printing fails on
 * any MDX node left over, so JSX can never leak into an export.
 *
 * Pure: no file system access. The caller passes the site URL, so the module stays testable.
 */
import type { BlockContent, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table, Text } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { parseMdx } from './mdx-tree';
import { describeSampleOrgObject, type TextPiece } from './sample-org-schema';

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
type AttributeValue = string | number | boolean | null | undefined | AttributeValue[];

/** Where the exported Markdown will be read from; used to make links absolute. */
export interface MarkdownExportOptions {
  /** Site origin plus base path, without a trailing slash (`https://info.sf-explorer.com`). */
  siteUrl: string;
  /** Absolute URL of the page itself, so `#anchor` and relative links resolve against it. */
  pageUrl?: string;
}

/** A page to export: its frontmatter title and description and its MDX body. */
export interface MarkdownExportPage {
  title: string;
  description: string;
  /** MDX body, frontmatter already removed. */
  body: string;
  /** Optional line under the description, such as a blog post's date and authors. */
  byline?: string;
}

/** Labels used for callouts, the same ones the rendered Callout shows. */
const CALLOUT_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

/** Path of the full SOQL to GraphQL converter, which the embedded converter stands in for. */
const GRAPHQL_CONVERTER_PATH = '/graphQL/';

/**
 * URL of a page's Markdown export: the page URL without its trailing slash plus `.md`
 * (`/docs/Explore/` → `/docs/Explore.md`, `/devops/` → `/devops.md`). Encoding is kept as is.
 */
export function markdownHref(pageHref: string): string {
  const [path] = pageHref.split(/[?#]/);
  const trimmed = path.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

/** A whole page as Markdown: `# Title`, the description as a lead paragraph, then the body. */
export function pageToMarkdown(page: MarkdownExportPage, options: MarkdownExportOptions): string {
  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(page.title)] },
    paragraph([text(page.description)]),
  ];
  if (page.byline) head.push(paragraph([{ type: 'emphasis', children: [text(page.byline)] }]));
  const body = transformMdx(page.body, options);
  return stringify({ type: 'root', children: [...head, ...body.children] });
}

/** An MDX body as Markdown, without a title. */
export function mdxToMarkdown(body: string, options: MarkdownExportOptions): string {
  return stringify(transformMdx(body, options));
}

/**
 * An MDX body as HTML, for the feeds: the same plain tree as the Markdown export (components
 * replaced, links and images absolute), printed as HTML. The tree holds no raw HTML (MDX has
 * none, and toHast drops any), so nothing in a post reaches a feed reader as markup it did not
 * write as Markdown.
 */
export function mdxToHtml(body: string, options: MarkdownExportOptions): string {
  return toHtml(toHast(transformMdx(body, options)));
}

/** Parses MDX and returns a plain Markdown tree: no JSX, no expressions, absolute links. */
export function transformMdx(body: string, options: MarkdownExportOptions): Root {
  const tree = parseMdx(body);
  return { type: 'root', children: transformChildren(tree.children, options) };
}

function stringify(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    rule: '-',
    listItemIndent: 'one',
    fences: true,
  });
}

function transformChildren(nodes: readonly RootContent[], options: MarkdownExportOptions): RootContent[] {
  return nodes.flatMap((node) => transformNode(node, options));
}

function transformNode(node: RootContent, options: MarkdownExportOptions): RootContent[] {
  switch (node.type) {
    // Imports, exports and `{/* comments */}` (such as the blog's truncate marker) carry
    // nothing for a reader.
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return [];
    case 'mdxTextExpression': {
      // `{'{'}`-style escapes are the only expressions worth keeping: they print as text.
      const value = evaluateExpression(node.data?.estree?.body[0]);
      return typeof value === 'string' || typeof value === 'number' ? [text(String(value))] : [];
    }
    case 'mdxJsxFlowElement':
      return flowComponent(node, options);
    case 'mdxJsxTextElement':
      return textComponent(node, options);
    case 'link':
    case 'image':
    case 'definition':
      node.url = absolutize(node.url, options);
      break;
    default:
      break;
  }
  if ('children' in node) {
    const children = transformChildren(node.children as RootContent[], options);
    return [{ ...node, children } as RootContent];
  }
  return [node];
}

/** Block-level components, mapped to what a reader of plain Markdown needs from them. */
function flowComponent(node: JsxElement, options: MarkdownExportOptions): RootContent[] {
  const attrs = readAttributes(node);
  switch (node.name) {
    case 'Callout': {
      const type = typeof attrs.type === 'string' && attrs.type in CALLOUT_LABELS ? attrs.type : 'note';
      const label = typeof attrs.title === 'string' ? `${CALLOUT_LABELS[type]}: ${attrs.title}` : CALLOUT_LABELS[type];
      const body = transformChildren(node.children as RootContent[], options) as BlockContent[];
      return [{ type: 'blockquote', children: [paragraph([{ type: 'strong', children: [text(label)] }]), ...body] }];
    }
    case 'Quiz':
      return quizBlocks(node, attrs);
    case 'SampleOrgFields':
      return sampleOrgFieldsBlocks(requireString(node, attrs, 'object'));
    case 'SoqlPlayground':
      return [
        { type: 'code', lang: 'sql', value: requireString(node, attrs, 'query') },
        paragraph([{ type: 'emphasis', children: [text('Runs on the sample org in the page on the website.')] }]),
      ];
    case 'Exercise':
      return exerciseBlocks(node, attrs, options);
    case 'Diagram':
    case 'YouTube':
    case 'SoqlConverter':
      return [paragraph(textComponent(node, options) as PhrasingContent[])];
    default:
      // An unknown wrapper keeps its content: losing the wrapper is better than losing the text.
      return transformChildren(node.children as RootContent[], options);
  }
}

/** Components that can stand inside a sentence, and the inline parts of block components. */
function textComponent(node: JsxElement, options: MarkdownExportOptions): RootContent[] {
  const attrs = readAttributes(node);
  switch (node.name) {
    case 'Diagram': {
      // Diagrams are inlined SVGs, not files, so there is no image URL to point at: the alt
      // text, which must describe the picture, stands in for it.
      const alt = requireString(node, attrs, 'alt');
      const caption = typeof attrs.caption === 'string' ? attrs.caption : '';
      const label: PhrasingContent = { type: 'emphasis', children: [text(`Diagram: ${alt}`)] };
      return caption ? [label, text(` — ${caption}`)] : [label];
    }
    case 'YouTube': {
      const id = requireString(node, attrs, 'id');
      const title = requireString(node, attrs, 'title');
      return [link(`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`, `Video: ${title}`)];
    }
    case 'SoqlConverter':
      return [link(absolutize(GRAPHQL_CONVERTER_PATH, options), 'SOQL to GraphQL converter (interactive, on the website)')];
    default:
      return transformChildren(node.children as RootContent[], options);
  }
}

/** A quiz as text: the question, lettered choices, the answer and why (the issue asks for text). */
function quizBlocks(node: JsxElement, attrs: Record<string, AttributeValue>): RootContent[] {
  const question = requireString(node, attrs, 'question');
  const explanation = requireString(node, attrs, 'explanation');
  const choices = attrs.choices;
  if (!Array.isArray(choices) || choices.length === 0 || choices.some((c) => typeof c !== 'string')) {
    throw new Error(`<Quiz> "${question}" needs "choices" written as a list of strings.`);
  }
  const answer = attrs.answer;
  if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= choices.length) {
    throw new Error(`<Quiz> "${question}" needs "answer" as the zero-based index of one of its ${choices.length} choices.`);
  }
  const lettered = (index: number) => `${String.fromCharCode(65 + index)}. ${String(choices[index])}`;
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: choices.map((_, index) => ({ type: 'listItem', spread: false, children: [paragraph([text(lettered(index))])] })),
  };
  const labelled = (label: string, value: string) => paragraph([{ type: 'strong', children: [text(label)] }, text(` ${value}`)]);
  return [labelled('Question:', question), list, labelled('Answer:', lettered(answer)), labelled('Why:', explanation)];
}

/** An exercise as text: the task, the starting query, the hints and one query that solves it. */
function exerciseBlocks(
  node: JsxElement,
  attrs: Record<string, AttributeValue>,
  options: MarkdownExportOptions,
): RootContent[] {
  const reference = requireString(node, attrs, 'reference');
  const labelled = (label: string, value?: string) =>
    paragraph([{ type: 'strong', children: [text(label)] }, ...(value ? [text(` ${value}`)] : [])]);
  const hints = Array.isArray(attrs.hints) ? attrs.hints.filter((h): h is string => typeof h === 'string') : [];
  const blocks: RootContent[] = [
    labelled('Exercise (checked by its rows on the sample org, on the website):'),
    ...transformChildren(node.children as RootContent[], options),
  ];
  if (typeof attrs.start === 'string') blocks.push(labelled('Start from:'), { type: 'code', lang: 'sql', value: attrs.start });
  if (hints.length > 0) {
    blocks.push(labelled('Hints:'), {
      type: 'list',
      ordered: true,
      spread: false,
      children: hints.map((hint) => ({ type: 'listItem', spread: false, children: [paragraph([text(hint)])] })),
    });
  }
  blocks.push(labelled('One query that solves it:'), { type: 'code', lang: 'sql', value: reference });
  return blocks;
}

/** The same summary line and field table the <SampleOrgFields> component renders. */
function sampleOrgFieldsBlocks(object: string): RootContent[] {
  const { name, records, rows, children } = describeSampleOrgObject(object);
  const pieces = (list: TextPiece[]): PhrasingContent[] =>
    list.map((piece) => (piece.code ? { type: 'inlineCode', value: piece.value } : text(piece.value)));
  const row = (cells: PhrasingContent[][]): Table['children'][number] => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: cell })),
  });
  const table: Table = {
    type: 'table',
    children: [
      row([[text('Field')], [text('Type')], [text('Values or parent')]]),
      ...rows.map((r) => row([[{ type: 'inlineCode', value: r.field }], [text(r.type)], pieces(r.detail)])),
    ],
  };
  const summary = paragraph([{ type: 'inlineCode', value: name }, text(`: ${records} records. `), ...pieces(children)]);
  return [summary, table];
}

/**
 * Makes a link stand alone outside the site: site paths get the site URL (base path included),
 * anchors and relative paths resolve against the page. External URLs are left alone.
 */
export function absolutize(url: string, options: MarkdownExportOptions): string {
  if (url.startsWith('/') && !url.startsWith('//')) return `${options.siteUrl.replace(/\/+$/, '')}${url}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (!options.pageUrl) return url;
  try {
    return new URL(url, options.pageUrl).href;
  } catch {
    return url;
  }
}

function readAttributes(node: JsxElement): Record<string, AttributeValue> {
  const attrs: Record<string, AttributeValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { value } = attribute;
    if (value === null || value === undefined) attrs[attribute.name] = true;
    else if (typeof value === 'string') attrs[attribute.name] = value;
    else attrs[attribute.name] = evaluateExpression(value.data?.estree?.body[0]);
  }
  return attrs;
}

/**
 * Reads literal values (strings, numbers, booleans, arrays of them) from an attribute
 * expression. Content only uses literals in props, and evaluating anything else would mean
 * running code from a content file, so anything else is `undefined`.
 */
function evaluateExpression(node: unknown): AttributeValue {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as { type: string; [key: string]: unknown };
  switch (n.type) {
    case 'ExpressionStatement':
      return evaluateExpression(n.expression);
    case 'Literal': {
      const value = n.value;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : undefined;
    }
    case 'TemplateLiteral': {
      const quasis = n.quasis as { value: { cooked?: string | null } }[];
      const expressions = n.expressions as unknown[];
      return expressions.length === 0 ? (quasis[0]?.value.cooked ?? undefined) : undefined;
    }
    case 'ArrayExpression':
      return (n.elements as unknown[]).map((element) => evaluateExpression(element));
    case 'UnaryExpression': {
      const argument = evaluateExpression(n.argument);
      return n.operator === '-' && typeof argument === 'number' ? -argument : undefined;
    }
    default:
      return undefined;
  }
}

function requireString(node: JsxElement, attrs: Record<string, AttributeValue>, name: string): string {
  const value = attrs[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`<${node.name ?? 'fragment'}> needs a "${name}" text attribute for the Markdown export.`);
  }
  return value.trim();
}

function text(value: string): Text {
  return { type: 'text', value };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function link(url: string, label: string): Link {
  return { type: 'link', url, children: [text(label)] };
}

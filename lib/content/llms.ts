/**
 * Builders for `/llms.txt` and `/llms-full.txt` (https://llmstxt.org): an index of the site's
 * Markdown pages for language models, and every docs page as one Markdown file. Pure: the build
 * script gathers the pages and writes the results.
 */

/** One line of an `llms.txt` section. */
export interface LlmsEntry {
  title: string;
  /** Absolute URL, normally of the page's `.md` export. */
  url: string;
  /** One sentence; line breaks are folded into spaces. */
  description: string;
}

/** An `## H2` section of `llms.txt` with its links. */
export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

/** Everything `llms.txt` says, in the order the format puts it. */
export interface LlmsTxtInput {
  /** Project name, the `# H1`. */
  name: string;
  /** Short summary shown as the blockquote under the title. */
  summary: string;
  /** Optional paragraphs between the summary and the sections. */
  details?: string[];
  sections: LlmsSection[];
}

/** One page of `llms-full.txt`. */
export interface LlmsFullPage {
  /** Absolute URL of the HTML page, printed as its `Source:`. */
  url: string;
  /** The page's Markdown export. */
  markdown: string;
}

/** Input of `llms-full.txt`: a heading, then the pages in reading order. */
export interface LlmsFullInput {
  name: string;
  summary: string;
  pages: LlmsFullPage[];
}

/** Folds whitespace so a value fits on one Markdown line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Escapes the characters that would end a link label early. */
function linkLabel(value: string): string {
  return oneLine(value).replace(/([\\[\]])/g, '\\$1');
}

/** Escapes what would break a link destination written in angle-bracket-free form. */
function linkUrl(value: string): string {
  return value.replace(/[ ()<>]/g, (c) => encodeURIComponent(c));
}

/**
 * The `llms.txt` file: `# Name`, `> summary`, optional paragraphs, then one `## Section` per
 * group with `- [Title](url): description` lines. Empty sections are left out.
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const parts = [`# ${oneLine(input.name)}`, `> ${oneLine(input.summary)}`, ...(input.details ?? []).map(oneLine)];
  for (const section of input.sections) {
    if (section.entries.length === 0) continue;
    const lines = section.entries.map((entry) => {
      const description = oneLine(entry.description);
      return `- [${linkLabel(entry.title)}](${linkUrl(entry.url)})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * The `llms-full.txt` file: a short heading, then every page's Markdown, each after a `---`
 * rule and a `Source: <url>` line so a reader of the single file can cite the page.
 */
export function buildLlmsFullTxt(input: LlmsFullInput): string {
  const parts = [`# ${oneLine(input.name)}`, `> ${oneLine(input.summary)}`];
  for (const page of input.pages) {
    // Blank lines around the rule keep it a thematic break: right under a line of text,
    // `---` would turn that line into a heading.
    parts.push(`---\n\nSource: ${page.url}\n\n${page.markdown.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}

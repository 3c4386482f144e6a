import { toString as hastToString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { compileMDX } from 'next-mdx-remote/rsc';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { createHighlighter } from 'shiki';
import { codeThemes } from '@/lib/content/code-themes';
import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from './registry';

/** SOQL and SOSL have no grammar of their own in Shiki; SQL colours them well. */
const LANGUAGE_ALIASES: Record<string, string> = { soql: 'sql', sosl: 'sql', sh: 'bash', shell: 'bash' };

const prettyCodeOptions: PrettyCodeOptions = {
  theme: codeThemes,
  keepBackground: false,
  defaultLang: { block: 'plaintext', inline: 'plaintext' },
  bypassInlineCode: true,
  getHighlighter: (options) => createHighlighter({ ...options, langAlias: LANGUAGE_ALIASES }),
};

/**
 * Renders an MDX body on the server. JavaScript expressions are allowed so components can take
 * arrays and numbers (`choices={[...]}`), while dangerous JavaScript stays blocked; content only
 * comes from the repository.
 */
export async function MdxContent({
  source,
  file,
  components = mdxComponents,
}: {
  source: string;
  file: string;
  /** The components the MDX may use: every page's unless given (docs pages add theirs). */
  components?: MDXComponents;
}) {
  try {
    const { content } = await compileMDX({
      source,
      components,
      options: {
        blockJS: false,
        blockDangerousJS: true,
        mdxOptions: {
          remarkPlugins: [remarkGfm],
          rehypePlugins: [
            rehypeSlug,
            [
              rehypeAutolinkHeadings,
              {
                behavior: 'append',
                properties: (heading: Element) => ({
                  className: ['hash-link'],
                  ariaLabel: `Direct link to ${hastToString(heading)}`,
                }),
                content: { type: 'text', value: '#' },
              },
            ],
            [rehypePrettyCode, prettyCodeOptions],
          ],
        },
      },
    });
    return content;
  } catch (error) {
    throw new Error(`Could not render ${file}: ${(error as Error).message}`, { cause: error });
  }
}

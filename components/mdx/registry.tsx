/**
 * The one registry of components available in MDX. Content files never import anything; they use
 * these names. Interactive pieces are client leaves.
 */
import type { MDXComponents } from 'mdx/types';
import { Callout } from './callout';
import { CodeBlock } from './code-block';
import { Diagram } from './diagram';
import { MdxLink } from './mdx-link';
import { MdxTable } from './table';
import { Quiz } from './quiz';
import { SampleOrgFields } from './sample-org-fields';
import { SoqlConverter } from '@/components/graphql/soql-converter';
import { YouTube } from './youtube';

/**
 * Every page's components. The query boxes (`SoqlPlayground`, `Exercise`) are in
 * `docsMdxComponents` (registry-docs.tsx), for docs and DevOps pages only: their island is client
 * code, and every page whose route imports it would load it, so blog posts do not.
 */
export const mdxComponents: MDXComponents = {
  a: MdxLink,
  table: MdxTable,
  pre: CodeBlock,
  Callout,
  Diagram,
  Quiz,
  SampleOrgFields,
  SoqlConverter,
  YouTube,
};

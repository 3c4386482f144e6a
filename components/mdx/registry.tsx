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
import { Exercise, SoqlPlayground } from '@/components/soql/soql-playground';
import { YouTube } from './youtube';

export const mdxComponents: MDXComponents = {
  a: MdxLink,
  table: MdxTable,
  pre: CodeBlock,
  Callout,
  Diagram,
  Exercise,
  Quiz,
  SampleOrgFields,
  SoqlConverter,
  SoqlPlayground,
  YouTube,
};

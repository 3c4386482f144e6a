/**
 * The components of docs and DevOps pages: every page's (registry.tsx) and the query boxes that
 * run SOQL on the sample org. Only the docs pages' route imports this module, so other pages
 * (the blog, the authoring guide) do not load the query boxes' island.
 */
import type { MDXComponents } from 'mdx/types';
import { Exercise, SoqlPlayground } from '@/components/soql/soql-playground';
import { mdxComponents } from './registry';

export const docsMdxComponents: MDXComponents = { ...mdxComponents, Exercise, SoqlPlayground };

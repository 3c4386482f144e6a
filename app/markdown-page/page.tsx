import type { Metadata } from 'next';
import { TableOfContents } from '@/components/layout/toc';
import { MdxContent } from '@/components/mdx/mdx-content';
import { getStandalonePage } from '@/lib/content/pages';
import { MainContent } from '@/components/layout/main-content';
import { GUIDE_PAGE, pageMetadata } from '@/lib/content/sharing';

const page = () => getStandalonePage('markdown-page');

export function generateMetadata(): Metadata {
  const { frontmatter } = page();
  return pageMetadata({ ...GUIDE_PAGE, title: frontmatter.title, description: frontmatter.description });
}

export default function MarkdownPage() {
  const { frontmatter, body, filePath, toc } = page();
  return (
    <MainContent className="doc-page page-container">
      <article className="doc-page__article">
        <TableOfContents items={toc} variant="mobile" />
        <h1>{frontmatter.title}</h1>
        <p className="lead">{frontmatter.description}</p>
        <div className="markdown">
          <MdxContent source={body} file={filePath} />
        </div>
      </article>
      <div className="doc-page__toc">
        <TableOfContents items={toc} variant="desktop" />
      </div>
    </MainContent>
  );
}

import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/mdx-content';
import { docsMdxComponents } from '@/components/mdx/registry-docs';
import type { DocPage } from '@/lib/content/docs';
import { getNavTree } from '@/lib/content/docs';
import { breadcrumbsFor, prevNextFor } from '@/lib/content/nav';
import { getSiteConfig } from '@/lib/content/site';
import { formatDate } from '@/lib/content/blog';
import { markdownHref } from '@/lib/content/markdown-export';
import { breadcrumbListLd } from '@/lib/structured-data';
import { absoluteUrl } from '@/lib/content/feed-data';
import { AppPath } from './app-path';
import { breadcrumbTrail, Breadcrumbs } from './breadcrumbs';
import { JsonLd } from './json-ld';
import { CopyPageMenu } from './copy-page-menu';
import { DocsShell } from './docs-shell';
import { DocsVersionSync } from './docs-version-sync';
import { Pager } from './pager';
import { TableOfContents } from './toc';
import { docSection, pageMetadata, SECTION_LABELS } from '@/lib/content/sharing';

/** Title, description, canonical URL and sharing tags of a docs page. */
export function docMetadata(page: DocPage): Metadata {
  return {
    ...pageMetadata({
      href: page.href,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      section: docSection(page.section, page.href),
    }),
    keywords: page.frontmatter.keywords.length ? page.frontmatter.keywords : undefined,
    robots: page.frontmatter.unlisted ? { index: false, follow: true } : undefined,
  };
}

/** A docs or DevOps page with its sidebar: breadcrumbs, title, where the feature is in the app, content, edit link, last update, pager and table of contents. */
export async function DocPageView({ page }: { page: DocPage }) {
  const config = getSiteConfig();
  const tree = getNavTree(page.section);
  const { previous, next } = prevNextFor(tree, page.href);
  const showToc = !page.frontmatter.hideTableOfContents && page.toc.length > 0;
  const versions = Object.keys(config.docs.versions);
  const trail = breadcrumbTrail(
    breadcrumbsFor(tree, page.href),
    SECTION_LABELS[page.section],
    tree.length ? (page.section === 'docs' ? '/docs/intro/' : '/devops/') : '/',
  );

  return (
    <DocsShell section={page.section} href={page.href}>
      <div className="doc-page">
        <DocsVersionSync section={page.section} version={config.docs.lastVersion} known={versions} />
        <article className="doc-page__article">
          <Breadcrumbs trail={trail} />
          <JsonLd
            data={breadcrumbListLd([
              { name: 'Home', url: absoluteUrl('/') },
              ...trail.map((step) => ({ name: step.label, url: step.href && absoluteUrl(step.href) })),
            ])}
          />
          <header className="doc-page__header">
            <h1>{page.frontmatter.title}</h1>
            <CopyPageMenu markdownHref={markdownHref(page.href)} />
          </header>
          {page.frontmatter.appPath && <AppPath path={page.frontmatter.appPath} />}
          {showToc && <TableOfContents items={page.toc} variant="mobile" />}
          <div className="markdown">
            <MdxContent source={page.body} file={page.filePath} components={docsMdxComponents} />
          </div>
          <footer className="doc-page__footer">
            <a
              className="doc-page__edit"
              href={`${config.editUrl}${encodeURI(page.filePath)}`}
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zm-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
                />
              </svg>
              Edit this page
            </a>
            {page.lastUpdated && (
              <p className="doc-page__updated">
                Last updated on <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
              </p>
            )}
          </footer>
          <Pager previous={previous} next={next} />
        </article>
        {showToc && (
          <div className="doc-page__toc">
            <TableOfContents items={page.toc} variant="desktop" />
          </div>
        )}
      </div>
    </DocsShell>
  );
}

import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/site-link';
import { MainContent } from '@/components/layout/main-content';
import { NotFoundSuggestion } from '@/components/layout/not-found-suggestion';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <MainContent className="page-container page-container--narrow not-found">
      <h1>Page not found</h1>
      <p className="lead">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <NotFoundSuggestion />
      <p>Try the search box at the top of the page, or go to one of these:</p>
      <ul className="not-found__links">
        <li>
          <SiteLink href="/">Home page</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/intro/">Getting started with SF Explorer</SiteLink>
        </li>
        <li>
          <SiteLink href="/devops/">DevOps Center docs</SiteLink>
        </li>
        <li>
          <SiteLink href="/blog/">Release blog</SiteLink>
        </li>
      </ul>
    </MainContent>
  );
}

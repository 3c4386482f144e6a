import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="page-container page-container--narrow not-found">
      <h1>Page not found</h1>
      <p className="lead">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <p>Try the search box at the top of the page, or go to one of these:</p>
      <ul className="not-found__links">
        <li>
          <Link href="/">Home page</Link>
        </li>
        <li>
          <Link href="/docs/intro/">Getting started with SF Explorer</Link>
        </li>
        <li>
          <Link href="/devops/">DevOps Center docs</Link>
        </li>
        <li>
          <Link href="/blog/">Release blog</Link>
        </li>
      </ul>
    </div>
  );
}

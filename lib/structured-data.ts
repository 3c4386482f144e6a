/**
 * schema.org JSON-LD for search engines: `WebSite` on the home page, `BreadcrumbList` on docs and
 * DevOps pages (the trail the visible breadcrumbs show), `BlogPosting` on posts. Typed with
 * schema-dts, so a misspelt property or a wrong value type fails the type check. Pure: callers pass
 * absolute URLs. lib/quality/structured-data.ts checks every exported page's JSON-LD against the page.
 */
import type { BlogPosting, BreadcrumbList, Thing, WebSite, WithContext } from 'schema-dts';
import { scriptJson } from './inline-script';

/** One step of a breadcrumb trail; `url` is null for a category without a page of its own. */
export interface BreadcrumbStep {
  name: string;
  url: string | null;
}

export function breadcrumbListLd(steps: readonly BreadcrumbStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      // Google reads a step without `item` as a category that has no page.
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}

/** What a post's JSON-LD says; dates are `YYYY-MM-DD`, URLs absolute. */
export interface PostingInput {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  authors: { name: string; url: string }[];
  keywords: string[];
  publisher: { name: string; url: string };
}

export function blogPostingLd(post: PostingInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.url })),
    keywords: post.keywords,
    publisher: { '@type': 'Organization', name: post.publisher.name, url: post.publisher.url },
  };
}

export function webSiteLd(site: { name: string; url: string; description: string }): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    description: site.description,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text inside (a title
 * with `</script>`, say) can close the element; JSON readers decode `\u003c` back.
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return scriptJson(data);
}

/**
 * How a page looks when it is shared: its link card (a 1200×630 PNG drawn at build time by
 * scripts/build-link-cards.ts) and the Open Graph and Twitter tags that point chat apps and
 * social sites at it. Every route builds its sharing metadata here, and `linkCards()` lists the
 * card of every page, so the build draws exactly the cards the pages name.
 */
import 'server-only';
import type { Metadata } from 'next';
import { type BlogPost, formatDate, getBlogPosts, getListedPosts, getTags, paginate, postModified } from './blog';
import { getDocPages, getNavTree } from './docs';
import { absoluteUrl, pageAlternates } from './feed-data';
import { breadcrumbsFor } from './nav';
import { getStandalonePage } from './pages';
import { getSiteConfig } from './site';
import { blogPostingLd, webSiteLd } from '../structured-data';

/** A page as sharing sees it. */
export interface SharedPage {
  /** Site path with its trailing slash (`/docs/intro/`), encoded as in links. */
  href: string;
  title: string;
  description?: string;
  /** The line above the title on the card: where the page sits. */
  section: string;
  /** The title drawn on the card when it differs from the page title (the home page's). */
  cardTitle?: string;
}

/** A blog post's article tags. */
export interface SharedArticle {
  /** `YYYY-MM-DD` */
  published: string;
  /** `YYYY-MM-DD` */
  modified: string;
  authors: { name: string; url: string }[];
  tags: string[];
}

/** Section labels of the two docs sections, as the breadcrumbs and cards show them. */
export const SECTION_LABELS = { docs: 'Docs', devops: 'DevOps Center' } as const;

/** Pages of the site that are not content files. */
export const FIXED_PAGES = {
  home: {
    href: '/',
    title: 'SF Explorer | Salesforce Productivity Tool',
    description:
      'SF Explorer is a free productivity tool for Salesforce admins, developers and architects: explore, compare, secure and document your orgs.',
    section: 'Web app · Chrome and Edge extensions',
    cardTitle: 'Salesforce Productivity Tool',
  },
  blog: {
    href: '/blog/',
    title: 'Blog',
    description: 'Release notes and news about SF Explorer, the Salesforce productivity tool.',
    section: 'Blog',
  },
  archive: {
    href: '/blog/archive/',
    title: 'Blog archive',
    description: 'Every SF Explorer release post, grouped by year.',
    section: 'Blog',
  },
  authors: {
    href: '/blog/authors/',
    title: 'Authors',
    description: 'The people who write the SF Explorer release notes.',
    section: 'Blog',
  },
  tags: { href: '/blog/tags/', title: 'Tags', description: 'Browse SF Explorer blog posts by topic.', section: 'Blog' },
  graphQL: {
    href: '/graphQL/',
    title: 'SOQL to GraphQL converter',
    description:
      'Convert a SOQL query into the equivalent Salesforce UI API GraphQL query, live in your browser. Nothing is sent anywhere.',
    section: 'Tools',
  },
} satisfies Record<string, SharedPage>;

/** The authoring guide (content/pages/markdown-page.mdx): where it is and its card line. */
export const GUIDE_PAGE = { href: '/markdown-page/', section: 'Authoring guide' } as const;

/** Site path of a page's card: `/docs/Explore/SOQL/` → `/og/docs/Explore/SOQL.png`, `/` → `/og/index.png`. */
export function cardPath(href: string): string {
  const trimmed = href.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `/og${trimmed || '/index'}.png`;
}

/** The card's file under the export (or public/): the path decoded, as a static host maps it. */
export function cardFile(href: string): string {
  return decodeURIComponent(cardPath(href)).replace(/^\//, '');
}

/** The Open Graph image of a page: its card, with an absolute URL. */
export function cardImage(page: SharedPage) {
  return {
    url: absoluteUrl(cardPath(page.href)),
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${page.section}: ${page.cardTitle ?? page.title}`,
  };
}

/** Open Graph and Twitter tags, canonical URL and feeds of a page; with `article`, a post's tags too. */
export function pageMetadata(page: SharedPage, article?: SharedArticle): Metadata {
  const config = getSiteConfig();
  const image = cardImage(page);
  const common = { title: page.title, description: page.description, url: absoluteUrl(page.href), siteName: config.title, locale: 'en_US', images: [image] };
  return {
    title: page.title,
    description: page.description,
    alternates: pageAlternates(page.href),
    openGraph: article
      ? {
          ...common,
          type: 'article',
          publishedTime: article.published,
          modifiedTime: article.modified,
          authors: article.authors.map((author) => author.url),
          tags: article.tags,
        }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
  };
}

/** A docs page's card line: its section, then its top-level category when it has one. */
export function docSection(section: keyof typeof SECTION_LABELS, href: string): string {
  const trail = breadcrumbsFor(getNavTree(section), href);
  const top = trail.length > 1 ? trail[0].label : null;
  return top ? `${SECTION_LABELS[section]} · ${top}` : SECTION_LABELS[section];
}

/** A post's card line: the blog and the post's date. */
export function postSection(date: string): string {
  return `Blog · ${formatDate(date)}`;
}

/** A post as sharing sees it. */
export function sharedPost(post: BlogPost): SharedPage {
  return {
    href: post.href,
    title: post.frontmatter.title,
    description: post.frontmatter.description,
    section: postSection(post.frontmatter.date),
  };
}

/** A post's dates, authors and tags. */
export function postArticle(post: BlogPost): SharedArticle {
  return {
    published: post.frontmatter.date,
    modified: postModified(post),
    authors: post.authors.map((author) => ({ name: author.name, url: author.url })),
    tags: post.tags.map((tag) => tag.label),
  };
}

/** Title of the n-th page of the post list (n ≥ 2). */
export function blogPageTitle(n: number): string {
  return `Blog, page ${n}`;
}

/** A post's BlogPosting JSON-LD, saying what its sharing tags say. */
export function postingLd(post: BlogPost) {
  const config = getSiteConfig();
  const article = postArticle(post);
  return blogPostingLd({
    headline: post.frontmatter.title,
    description: post.frontmatter.description,
    url: absoluteUrl(post.href),
    image: cardImage(sharedPost(post)).url,
    datePublished: article.published,
    dateModified: article.modified,
    authors: article.authors,
    keywords: article.tags,
    publisher: { name: config.title, url: absoluteUrl('/') },
  });
}

/** The home page's WebSite JSON-LD. */
export function webSiteJsonLd() {
  return webSiteLd({ name: getSiteConfig().title, url: absoluteUrl('/'), description: FIXED_PAGES.home.description });
}

/** `<title>` of a tag's page. */
export function tagPageTitle(label: string): string {
  return `Posts tagged “${label}”`;
}

/** Every page's card, for the build to draw. */
export function linkCards(): SharedPage[] {
  const docs = (['docs', 'devops'] as const).flatMap((section) =>
    getDocPages(section).map((page) => ({
      href: page.href,
      title: page.frontmatter.title,
      section: docSection(section, page.href),
    })),
  );
  const posts = getBlogPosts().map(sharedPost);
  const tags = Object.values(getTags()).map((tag) => ({ href: tag.href, title: tagPageTitle(tag.label), section: 'Blog' }));
  const listPages = paginate(getListedPosts(), getSiteConfig().blog.postsPerPage);
  const blogPages = Array.from({ length: Math.max(listPages.length, 2) - 1 }, (_, i) => ({
    href: `/blog/page/${i + 2}/`,
    title: blogPageTitle(i + 2),
    section: 'Blog',
  }));
  const guide = getStandalonePage('markdown-page');
  return [
    ...Object.values(FIXED_PAGES),
    { ...GUIDE_PAGE, title: guide.frontmatter.title },
    ...docs,
    ...posts,
    ...tags,
    ...blogPages,
  ];
}

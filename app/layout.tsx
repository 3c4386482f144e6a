// First: the components' own styles, imported through the modules below, come after it.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AccountSlot } from '@/components/account/account-slot';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { BaseUrlBanner } from '@/components/layout/base-url-banner';
import { Footer } from '@/components/layout/footer';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content';
import { Navbar } from '@/components/layout/navbar';
import { ProgressBar } from '@/components/layout/progress-bar';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker';
import { SearchBox } from '@/components/search/search-box';
import { SearchHighlighter } from '@/components/search/search-highlighter';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { announcementInlineScript } from '@/lib/announcement';
import { colorModeInlineScript } from '@/lib/color-mode';
import { feedAlternateTypes } from '@/lib/content/feed-data';
import { cardImage, FIXED_PAGES } from '@/lib/content/sharing';
import { getSiteConfig } from '@/lib/content/site';
import { pageStartInlineScript } from '@/lib/page-start';
import { searchBootstrapInlineScript } from '@/lib/search/config';

const config = getSiteConfig();
const searchBootstrap = searchBootstrapInlineScript();

export const metadata: Metadata = {
  metadataBase: new URL(`${config.url}${config.baseUrl}`),
  title: { default: `${config.title} | ${config.tagline}`, template: `%s | ${config.title}` },
  description:
    'SF Explorer is a free productivity tool for Salesforce admins, developers and architects: explore, compare, secure and document your orgs from one web app or browser extension.',
  applicationName: config.title,
  // Pages set their own; these are for any page that does not (the 404 page).
  openGraph: { siteName: config.title, type: 'website', locale: 'en_US', images: [cardImage(FIXED_PAGES.home)] },
  twitter: { card: 'summary_large_image', images: [cardImage(FIXED_PAGES.home)] },
  alternates: { types: feedAlternateTypes() },
  referrer: 'strict-origin-when-cross-origin',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#16181d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const bar = config.announcementBar;
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of base.css off while it puts a new page
    // at the top; without it, a client navigation ends part-way, at the scroll padding.
    <html
      lang="en"
      dir="ltr"
      suppressHydrationWarning
      data-theme={config.colorMode.defaultMode}
      data-scroll-behavior="smooth"
    >
      <head>
        {/* The Content-Security-Policy meta is written into each exported page by the postbuild, with the hashes of that page's inline scripts (lib/security/script-policy.ts). */}
        {/* Before Next's router reads the address: see lib/page-start.ts. */}
        <script dangerouslySetInnerHTML={{ __html: pageStartInlineScript() }} />
        {/* Before next-themes' script in <body> reads the stored colour mode: reports and removes an unexpected one. */}
        <script dangerouslySetInnerHTML={{ __html: colorModeInlineScript(config.colorMode) }} />
        {bar && <script dangerouslySetInnerHTML={{ __html: announcementInlineScript(bar.id) }} />}
        {/* Starts search on the first approach to the box, before React hydrates: see lib/search/bootstrap.ts. */}
        {searchBootstrap && <script dangerouslySetInnerHTML={{ __html: searchBootstrap }} />}
      </head>
      <body>
        <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
        <BaseUrlBanner configuredBaseUrl={config.baseUrl} />
        <ThemeProvider config={config.colorMode}>
          <ProgressBar />
          {bar && <AnnouncementBar config={bar} />}
          <SearchHighlighter />
          <Navbar account={<AccountSlot />} search={<SearchBox />} drawerSearch={<SearchBox placement="drawer" />} />
          {/* Each page renders its own <main> (MainContent), beside any sidebar rather than around it. */}
          <div className="site-content">{children}</div>
          <Footer />
          <ServiceWorkerRegistration />
        </ThemeProvider>
      </body>
    </html>
  );
}

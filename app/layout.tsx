import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AccountSlot } from '@/components/account/account-slot';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { BaseUrlBanner } from '@/components/layout/base-url-banner';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { ProgressBar } from '@/components/layout/progress-bar';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker';
import { SearchBox } from '@/components/search/search-box';
import { SearchHighlighter } from '@/components/search/search-highlighter';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { announcementInlineScript } from '@/lib/announcement';
import { getSiteConfig } from '@/lib/content/site';
import { buildCsp, cspEnvironmentFromProcess } from '@/lib/security/csp';
import './globals.css';

const config = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(`${config.url}${config.baseUrl}`),
  title: { default: `${config.title} | ${config.tagline}`, template: `%s | ${config.title}` },
  description:
    'SF Explorer is a free productivity tool for Salesforce admins, developers and architects: explore, compare, secure and document your orgs from one web app or browser extension.',
  applicationName: config.title,
  openGraph: { siteName: config.title, type: 'website', locale: 'en_US' },
  twitter: { card: 'summary' },
  alternates: {
    types: {
      'application/rss+xml': [{ url: '/blog/rss.xml', title: 'SF Explorer blog (RSS)' }],
      'application/atom+xml': [{ url: '/blog/atom.xml', title: 'SF Explorer blog (Atom)' }],
    },
  },
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
    <html lang="en" suppressHydrationWarning data-theme={config.colorMode.defaultMode}>
      <head>
        {/* Development needs eval for fast refresh, so the policy applies to production builds. */}
        {process.env.NODE_ENV === 'production' && (
          <meta httpEquiv="Content-Security-Policy" content={buildCsp(cspEnvironmentFromProcess())} />
        )}
        {bar && <script dangerouslySetInnerHTML={{ __html: announcementInlineScript(bar.id) }} />}
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <BaseUrlBanner configuredBaseUrl={config.baseUrl} />
        <ThemeProvider config={config.colorMode}>
          <ProgressBar />
          {bar && <AnnouncementBar config={bar} />}
          <SearchHighlighter />
          <Navbar account={<AccountSlot />} search={<SearchBox />} drawerSearch={<SearchBox placement="drawer" />} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <ServiceWorkerRegistration />
        </ThemeProvider>
      </body>
    </html>
  );
}

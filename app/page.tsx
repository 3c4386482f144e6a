import type { Metadata } from 'next';
import { PostMeta } from '@/components/blog/post-meta';
import { Logo } from '@/components/layout/logo';
import { SiteLink } from '@/components/layout/site-link';
import { YouTube } from '@/components/mdx/youtube';
import { getListedPosts } from '@/lib/content/blog';
import { getHomeContent } from '@/lib/content/home';
import { getSiteConfig } from '@/lib/content/site';
import { MainContent } from '@/components/layout/main-content';
import { FIXED_PAGES, pageMetadata, webSiteJsonLd } from '@/lib/content/sharing';
import { JsonLd } from '@/components/layout/json-ld';
import './home.css';

export const metadata: Metadata = {
  ...pageMetadata(FIXED_PAGES.home),
  title: { absolute: FIXED_PAGES.home.title },
};

function StoreIcon({ kind }: { kind: 'web' | 'chrome' | 'edge' }) {
  const paths = {
    web: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8zM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z',
    chrome:
      'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.9 4H12a4 4 0 0 0-3.9 3.1L5.7 7A8 8 0 0 1 12 4zm2.5 8a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM4 12c0-1.3.3-2.5.9-3.6l3.4 5.9a4 4 0 0 0 4.3 1.7l-2.4 4A8 8 0 0 1 4 12zm8.5 8 3.4-5.9A4 4 0 0 0 16 10h4.8A8 8 0 0 1 12.5 20z',
    edge: 'M12 2a10 10 0 0 0-9.9 8.6C3.5 7.8 6.5 6 9.7 6c3.3 0 6.3 2 6.3 5 0 1-.5 1.6-1.5 1.6H8.6c-.1 4 3 6.4 6.4 6.4 1.9 0 3.7-.6 5.3-1.7A10 10 0 0 0 12 2zm-9.9 9.7A10 10 0 0 0 12 22c-4.2-.6-6.4-4.6-5-8.4-1.6.4-3.4-.5-4.9-1.9z',
  } as const;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={paths[kind]} />
    </svg>
  );
}

export default function HomePage() {
  const config = getSiteConfig();
  const home = getHomeContent();
  const latest = getListedPosts()[0];

  return (
    <MainContent className="home">
      <JsonLd data={webSiteJsonLd()} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <Logo size={72} />
          <h1 id="hero-title" className="hero__title">
            {config.title}
          </h1>
          <p className="hero__tagline">{config.tagline}</p>
          <p className="hero__pitch">{home.hero.pitch}</p>
          <div className="hero__actions">
            <a className="button button--primary button--large" href={config.links.webApp} rel="noopener noreferrer">
              Open the web app
            </a>
            <SiteLink className="button button--large" href="/docs/intro/">
              Get started in 2 minutes
            </SiteLink>
          </div>
          <ul className="store-links" aria-label="Install SF Explorer">
            <li>
              <a className="store-link" href={config.links.chrome} rel="noopener noreferrer">
                <StoreIcon kind="chrome" /> Add to Chrome
              </a>
            </li>
            <li>
              <a className="store-link" href={config.links.edge} rel="noopener noreferrer">
                <StoreIcon kind="edge" /> Add to Edge
              </a>
            </li>
            <li>
              <a className="store-link" href={config.links.webApp} rel="noopener noreferrer">
                <StoreIcon kind="web" /> app.sf-explorer.com
              </a>
            </li>
          </ul>
        </div>
      </section>

      {latest && (
        <p className="release-banner">
          <SiteLink href={latest.href}>
            New: {latest.frontmatter.title}
            <span aria-hidden="true"> →</span>
          </SiteLink>
        </p>
      )}

      <section className="page-container" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why teams use SF Explorer
        </h2>
        <ul className="promise-grid">
          {home.promises.map((promise) => (
            <li key={promise.title} className="promise">
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-container" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          What you can do with it
        </h2>
        <ul className="feature-grid">
          {home.features.map((feature) => (
            <li key={feature.title} className="feature">
              <h3 className="feature__title">{feature.title}</h3>
              <p className="feature__since">Since {feature.since}</p>
              <p className="feature__text">{feature.text}</p>
              {feature.links.length > 0 && (
                <ul className="feature__links">
                  {feature.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href}>
                        {link.label}
                        <span className="visually-hidden"> ({feature.title})</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>

      {latest && (
        <section className="page-container page-container--narrow" aria-labelledby="latest-title">
          <h2 id="latest-title" className="section-title">
            Latest release
          </h2>
          <article className="post-card">
            <h3 className="post-card__title">
              <SiteLink href={latest.href}>{latest.frontmatter.title}</SiteLink>
            </h3>
            <PostMeta post={latest} />
            <p>{latest.frontmatter.description}</p>
            <SiteLink href={latest.href}>Read the release notes</SiteLink>
          </article>
        </section>
      )}

      <section className="page-container" aria-labelledby="videos-title">
        <h2 id="videos-title" className="section-title">
          See it in action
        </h2>
        <div className="video-grid">
          {home.videos.map((video) => (
            <YouTube key={video.id} id={video.id} title={video.title} />
          ))}
        </div>
      </section>

      <section className="page-container page-container--narrow" aria-labelledby="editions-title">
        <h2 id="editions-title" className="section-title">
          Other editions
        </h2>
        <ul className="edition-list">
          <li>
            <a href={config.links.insiders} rel="noopener noreferrer">
              SF Explorer Insiders
            </a>
            : a preview build for Chrome with the newest features first.
          </li>
          <li>
            <a href={config.links.lite} rel="noopener noreferrer">
              SF Explorer Lite
            </a>
            : fewer browser permissions, without the OpenAI features and Show LWC.
          </li>
          <li>
            <a href={config.links.dataCloud} rel="noopener noreferrer">
              Data Cloud Explorer
            </a>
            : explore and monitor Salesforce Data Cloud.
          </li>
          <li>
            <a href={config.links.advancedSetup} rel="noopener noreferrer">
              SF Explorer Advanced Setup
            </a>
            : checks and guidance inside Salesforce Setup.
          </li>
        </ul>
        <p className="home__note">
          SF Explorer is free to use, at your own risk, and is not an official Salesforce product. Questions, bugs and
          ideas are welcome on{' '}
          <a href={config.links.issues} rel="noopener noreferrer">
            GitHub
          </a>
          .
        </p>
      </section>
    </MainContent>
  );
}

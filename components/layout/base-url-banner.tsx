import { baseUrlCheckScript } from '@/lib/base-url';

/**
 * Shown only when the stylesheet failed to load, which is what happens when the site is served
 * under a different base path than it was built for. Styled inline for that reason.
 */
export function BaseUrlBanner({ configuredBaseUrl }: { configuredBaseUrl: string }) {
  return (
    <>
      <div
        id="base-url-issue-banner"
        hidden
        role="alert"
        style={{
          border: '2px solid #a8071a',
          background: '#fff1f0',
          color: '#1c1e21',
          padding: '1rem',
          margin: '1rem',
          fontFamily: 'system-ui, sans-serif',
          lineHeight: 1.5,
        }}
      >
        <p style={{ margin: 0, fontWeight: 700 }}>This site did not load properly.</p>
        <p style={{ margin: '0.5rem 0 0' }}>
          It was built to be served from the base URL <code>{configuredBaseUrl}</code>, but it is being opened from a
          different path, so its styles and scripts could not be found. Set the base URL to{' '}
          {/* The inline check script writes the suggestion before React hydrates. */}
          <code id="base-url-issue-suggestion" suppressHydrationWarning>
            /
          </code>{' '}
          (the <code>NEXT_PUBLIC_BASE_PATH</code> build variable) and build again.
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript() }} />
    </>
  );
}

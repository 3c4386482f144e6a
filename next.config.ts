import type { NextConfig } from 'next';

/** Base path for project pages on GitHub Pages (e.g. `/documentation`); empty for a root domain. */
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '');

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  basePath: basePath && basePath !== '/' ? basePath.replace(/^\/*/, '/') : undefined,
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked once by `npm run check` (tsc --noEmit) in the test command; checking them
  // again inside every build only makes the build slower.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

// @vitest-environment jsdom
/**
 * The React DOM that Next bundles for the app router (next/dist/compiled/react-dom) keeps a promise
 * on every stylesheet it inserts for a `<link rel="stylesheet" precedence>`, rejected when the file
 * fails to load, and nothing handles it: the page reports an unhandled rejection (an `Event`). In
 * the webpack build, Next inserts the stylesheets of code loaded on demand that way, so a reader
 * whose connection drops saw "Uncaught (in promise) Event". patches/next+16.4.5.patch adds a
 * handler; this test fails without it, on the production build of React DOM (the one the site
 * ships: tests/builds/react-dom-patch.test.ts finds the handler in the exported chunks) and on
 * the development build (`next dev`).
 */
import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const BUNDLED = ['next/dist/compiled/react', 'next/dist/compiled/react-dom', 'next/dist/compiled/scheduler'];

/** Next's bundled React and React DOM client as built for `mode`, loaded afresh. */
function loadReact(mode: 'development' | 'production') {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  for (const id of Object.keys(require.cache)) {
    if (BUNDLED.some((name) => id.includes(`${name}/`))) delete require.cache[id];
  }
  env.NODE_ENV = mode;
  try {
    return {
      React: require('next/dist/compiled/react') as typeof ReactModule,
      ReactDom: require('next/dist/compiled/react-dom/client') as typeof ReactDomClient,
    };
  } finally {
    env.NODE_ENV = previous;
  }
}

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  unhandled.length = 0;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  document.body.replaceChildren();
});

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['production', 'development'] as const)("Next's React DOM (%s build)", (mode) => {
  it('a stylesheet that fails to load leaves no unhandled promise rejection', async () => {
    const { React, ReactDom } = loadReact(mode);
    process.on('unhandledRejection', record);
    const container = document.createElement('div');
    document.body.append(container);
    const root = ReactDom.createRoot(container);
    // No act(): the production build has none. React renders on its scheduler's next task.
    root.render(React.createElement('link', { rel: 'stylesheet', href: '/missing.css', precedence: 'next' }));
    // React first preloads the file and commits once the preload settles (jsdom loads no CSS, so
    // the test settles it), then inserts the stylesheet itself.
    const find = async (selector: string) => {
      for (let i = 0; i < 100; i++) {
        const found = document.head.querySelector<HTMLLinkElement>(selector);
        if (found) return found;
        await tick(10);
      }
      return null;
    };
    (await find('link[rel="preload"][href="/missing.css"]'))?.dispatchEvent(new Event('load'));
    const link = await find('link[rel="stylesheet"][href="/missing.css"]');
    expect(link, 'React did not insert the stylesheet').not.toBeNull();
    link!.dispatchEvent(new Event('error'));
    // Let the rejection surface: Node reports unhandled rejections after the microtask queue drains.
    await tick(50);
    expect(unhandled).toEqual([]);
    root.unmount();
  });
});

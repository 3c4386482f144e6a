// @vitest-environment jsdom
/**
 * The React DOM that Next bundles for the app router (next/dist/compiled/react-dom) keeps a promise
 * on every stylesheet it inserts for a `<link rel="stylesheet" precedence>`, rejected when the file
 * fails to load, and nothing handles it: the page reports an unhandled rejection (an `Event`). In
 * the webpack build, Next inserts the stylesheets of code loaded on demand that way, so a reader
 * whose connection drops saw "Uncaught (in promise) Event". patches/next+16.4.5.patch adds a
 * handler; this test fails without it.
 */
import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const React = require('next/dist/compiled/react') as typeof ReactModule;
const { createRoot } = require('next/dist/compiled/react-dom/client') as typeof ReactDomClient;
const { act } = React as unknown as { act: (fn: () => void) => Promise<void> };

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

it('a stylesheet that fails to load leaves no unhandled promise rejection', async () => {
  process.on('unhandledRejection', record);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(React.createElement('link', { rel: 'stylesheet', href: '/missing.css', precedence: 'next' }));
  });
  const link = document.head.querySelector<HTMLLinkElement>('link[href="/missing.css"]');
  expect(link).not.toBeNull();
  link!.dispatchEvent(new Event('error'));
  // Let the rejection surface: Node reports unhandled rejections after the microtask queue drains.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(unhandled).toEqual([]);
  await act(async () => root.unmount());
});

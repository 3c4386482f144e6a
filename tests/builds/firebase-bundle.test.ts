/**
 * Firebase must stay out of every page's first-load JavaScript: readers who never sign in must not
 * download it. This reads the exported pages, follows their `<script src>` tags to the chunks in
 * `_next/static`, and checks none of them contains Firebase SDK code.
 *
 * It checks `out/` (the plain build, as deployed without account settings) and `out-account/`
 * (built by scripts/build-account-site.sh WITH account settings: there the lazy Firebase chunks
 * must exist, yet still not be loaded up front). Run by `npm run test:builds` after both builds (the
 * test command's `builds` stage, which runs only when both builds passed); a missing build fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const PAGES = ['index.html', 'docs/intro/index.html'];

/**
 * Strings found only in Firebase SDK code: the FirebaseError class, the Auth and Firestore
 * service hosts, and the SDK's component names. Each is checked against the installed SDK below,
 * so a future SDK that drops one cannot make this test pass vacuously.
 */
const MARKERS: { marker: string; sdkPackage: string }[] = [
  { marker: 'FirebaseError', sdkPackage: '@firebase/util' },
  { marker: 'identitytoolkit.googleapis.com', sdkPackage: '@firebase/auth' },
  { marker: 'firestore.googleapis.com', sdkPackage: '@firebase/firestore' },
  { marker: '@firebase/app', sdkPackage: '@firebase/app' },
];

/** The chunk files a page loads up front, from its `<script src>` tags. */
function firstLoadScripts(outDir: string, page: string): string[] {
  const html = fs.readFileSync(path.join(outDir, page), 'utf8');
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  return (
    sources
      .map((src) => src.replace(/^(https?:)?\/\/[^/]+/, '').replace(/[?#].*$/, ''))
      .filter((src) => src.includes('/_next/static/'))
      // Chunk paths are URL-encoded in the HTML (webpack names a route's chunk `app/docs/%5B...slug%5D/…`).
      .map((src) => path.join(outDir, decodeURIComponent(src.slice(src.indexOf('/_next/static/')))))
  );
}

/** Every chunk in the export, for the check that the lazy Firebase chunks exist at all. */
function allChunks(outDir: string): string[] {
  const dir = path.join(outDir, '_next/static/chunks');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(dir, f))
    : [];
}

const markersIn = (file: string) => {
  const code = fs.readFileSync(file, 'utf8');
  return MARKERS.filter(({ marker }) => code.includes(marker)).map(({ marker }) => marker);
};

/** The JavaScript files of an installed package's dist folder. */
function packageScripts(name: string): string[] {
  const dir = path.join(ROOT, 'node_modules', name, 'dist');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => path.join(dir, f));
}

describe('Firebase SDK markers', () => {
  it.each(MARKERS)('$marker occurs in the installed $sdkPackage', ({ marker, sdkPackage }) => {
    const found = packageScripts(sdkPackage).some((file) => fs.readFileSync(file, 'utf8').includes(marker));
    expect(found, `${marker} not found in ${sdkPackage}: pick another marker`).toBe(true);
  });
});

for (const build of ['out', 'out-account']) {
  const outDir = path.join(ROOT, build);

  describe(`first-load JS of ${build}/`, () => {
    it('has been built', () => {
      const missing = PAGES.filter((page) => !fs.existsSync(path.join(outDir, page)));
      expect(
        missing,
        build === 'out' ? 'run `npm run build` first' : 'run scripts/build-account-site.sh first',
      ).toEqual([]);
    });

    it.each(PAGES)('%s loads no Firebase SDK code up front', (page) => {
      const scripts = firstLoadScripts(outDir, page);
      expect(scripts.length, 'no <script src> found: has the export format changed?').toBeGreaterThan(0);
      const offenders = scripts
        .map((file) => ({
          file: path.relative(outDir, file),
          markers: fs.existsSync(file) ? markersIn(file) : ['(missing file)'],
        }))
        .filter(({ markers }) => markers.length > 0);
      expect(offenders).toEqual([]);
    });

    if (build === 'out-account') {
      it('still has the lazily loaded Firebase chunks (so the check above is not vacuous)', () => {
        expect(allChunks(outDir).some((file) => markersIn(file).includes('identitytoolkit.googleapis.com'))).toBe(true);
      });
    }
  });
}

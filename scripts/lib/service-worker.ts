/**
 * Writes `out/sw.js` from `scripts/lib/sw-template.js` with this build's version in it. Browsers
 * look for a new worker by comparing the script's bytes, so a per-build version is what makes a
 * deploy reach readers who have the old worker (see the template for the update semantics).
 * The template lives here rather than in public/ so a build never ships an unversioned worker.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The placeholder in the template that receives the version. */
export const SW_VERSION_TOKEN = '__SW_VERSION__';

const TEMPLATE = path.join(process.cwd(), 'scripts', 'lib', 'sw-template.js');

/** The worker source for a version; the version must be a plain token (it lands in a JS string). */
export function renderServiceWorker(template: string, version: string): string {
  if (!/^[\w.-]+$/.test(version))
    throw new Error(`Service worker version "${version}" must use letters, digits, ".", "_" or "-".`);
  if (!template.includes(SW_VERSION_TOKEN))
    throw new Error(`The service worker template has no ${SW_VERSION_TOKEN} placeholder.`);
  return template.split(SW_VERSION_TOKEN).join(version);
}

/**
 * The build id Next wrote into the export (the folder of `_buildManifest.js`), which changes with
 * every build and stays the same if the postbuild runs twice; a timestamp when there is none.
 */
export function exportBuildVersion(outDir: string): string {
  const staticDir = path.join(outDir, '_next', 'static');
  const buildId = fs.existsSync(staticDir)
    ? fs
        .readdirSync(staticDir, { withFileTypes: true })
        .find((entry) => entry.isDirectory() && fs.existsSync(path.join(staticDir, entry.name, '_buildManifest.js')))
        ?.name
    : undefined;
  return buildId ?? Date.now().toString(36);
}

/** Writes `<outDir>/sw.js` and returns the version it carries. */
export function writeServiceWorker(outDir: string, version = exportBuildVersion(outDir)): string {
  fs.writeFileSync(path.join(outDir, 'sw.js'), renderServiceWorker(fs.readFileSync(TEMPLATE, 'utf8'), version));
  return version;
}

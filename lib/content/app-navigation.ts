/**
 * The link from a feature page's "In the app" line to the page that maps the app's navigation.
 * Pure (no file access), so the layout and the content check share it.
 */
import { slug } from 'github-slugger';
import { APP_PATH_SEPARATOR } from './schema';

/** The docs page that maps the app's menus, one heading per entry point. */
export const APP_NAVIGATION_HREF = '/docs/Navigation/';

/** The heading id, on the navigation page, of the entry point an app path starts from. */
export function appPathAnchor(path: readonly string[]): string {
  return slug(path[0]);
}

/** Where an app path's line links to: the navigation page, at the entry point the path starts from. */
export function appPathHref(path: readonly string[]): string {
  return `${APP_NAVIGATION_HREF}#${appPathAnchor(path)}`;
}

/** The path as one line of text: `Industries › DataRaptors`. */
export function appPathText(path: readonly string[]): string {
  return path.join(APP_PATH_SEPARATOR);
}

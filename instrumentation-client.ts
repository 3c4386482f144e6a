import { announceNavigationStart } from '@/lib/navigation-start';

/**
 * Next calls this as each client navigation starts: links, `router.push` and `router.replace`
 * from code, and back and forward (navigationType `traverse`). The progress bar takes its cue
 * from it, so a keyboard-chosen search result shows the bar just as a clicked link does.
 */
export function onRouterTransitionStart(url: string): void {
  announceNavigationStart(url);
}

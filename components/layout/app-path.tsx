import { Fragment } from 'react';
import { appPathHref } from '@/lib/content/app-navigation';
import { SiteLink } from './site-link';

/**
 * The line under a feature page's title that says where the feature is in the app
 * ("In the app: Industries › DataRaptors"), linked to the page that maps the app's navigation.
 * The separators are hidden from screen readers, which read the labels in order ("Industries DataRaptors").
 */
export function AppPath({ path }: { path: readonly string[] }) {
  return (
    <p className="doc-page__app-path">
      In the app:{' '}
      <SiteLink href={appPathHref(path)} className="doc-page__app-path-link">
        {path.map((label, index) =>
          index === 0 ? (
            label
          ) : (
            // The space opens the label's own text, so it stays when the separator is hidden.
            <Fragment key={`${label}-${index}`}>
              <span aria-hidden="true"> ›</span>
              {` ${label}`}
            </Fragment>
          ),
        )}
      </SiteLink>
    </p>
  );
}

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppPath } from './app-path';

afterEach(cleanup);

describe('AppPath', () => {
  it('says where the feature is and links to its entry on the navigation page', () => {
    const { container } = render(<AppPath path={['Industries', 'DataRaptors']} />);
    expect(container.textContent?.startsWith('In the app: Industries')).toBe(true);
    // Seen as "Industries › DataRaptors"; heard as the two labels, without the separator.
    const link = screen.getByRole('link', { name: 'Industries DataRaptors' });
    expect(link.getAttribute('href')).toMatch(/^\/docs\/Navigation\/?#industries$/);
    expect(link.textContent).toBe('Industries › DataRaptors');
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(' ›');
  });

  it('links a one-label path to that entry', () => {
    render(<AppPath path={['Object Manager']} />);
    expect(screen.getByRole('link', { name: 'Object Manager' }).getAttribute('href')).toMatch(
      /^\/docs\/Navigation\/?#object-manager$/,
    );
  });
});

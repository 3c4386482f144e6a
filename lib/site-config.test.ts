import { describe, expect, it } from 'vitest';
import { type SiteConfig, siteConfig, validateSiteConfig, navbarItemPosition, type NavbarItem } from './site-config';

const context = { docIds: { docs: ['intro', 'Explore/SOQL'], devops: ['index'] }, sidebarIds: ['docs', 'devops'] };

function withItems(items: unknown[]): SiteConfig {
  return { ...siteConfig, navbar: { ...siteConfig.navbar, items: items as NavbarItem[] } };
}

describe('validateSiteConfig', () => {
  it('accepts the real configuration', () => {
    expect(() => validateSiteConfig(siteConfig, context)).not.toThrow();
  });

  it('rejects an unknown navbar item type with the exact message', () => {
    expect(() => validateSiteConfig(withItems([{ type: 'dropdownish', label: 'X' }]), context)).toThrow(
      'No NavbarItem component found for type "dropdownish".',
    );
  });

  it('lists the available doc ids when a navbar item points at a missing doc', () => {
    const run = () => validateSiteConfig(withItems([{ type: 'doc', docId: 'intro-old', label: 'Docs' }]), context);
    expect(run).toThrow(/Couldn't find any doc with id "intro-old"/);
    expect(run).toThrow(/Available doc ids are:\n- intro\n- Explore\/SOQL/);
  });

  it('lists the available sidebars when a navbar item points at a missing sidebar', () => {
    const run = () => validateSiteConfig(withItems([{ type: 'docSidebar', sidebarId: 'api', label: 'API' }]), context);
    expect(run).toThrow(/Can't find any sidebar with id "api"/);
    expect(run).toThrow(/- docs\n- devops/);
  });

  it('lists the available versions for an unknown version name', () => {
    expect(() => validateSiteConfig(withItems([{ type: 'docsVersion', version: '2.x', label: 'v' }]), context)).toThrow(
      'Docs version "2.x" does not exist. Available versions are: current.',
    );
    expect(() =>
      validateSiteConfig({ ...siteConfig, docs: { ...siteConfig.docs, lastVersion: 'legacy' } }, context),
    ).toThrow(/Available versions are: current/);
  });

  it('rejects an unexpected colour mode', () => {
    const config = { ...siteConfig, colorMode: { ...siteConfig.colorMode, defaultMode: 'sepia' as 'light' } };
    expect(() => validateSiteConfig(config, context)).toThrow(/Unexpected colour mode "sepia"/);
  });

  it('rejects a bad position and a link without a target', () => {
    expect(() =>
      validateSiteConfig(withItems([{ type: 'default', to: '/blog', label: 'Blog', position: 'middle' }]), context),
    ).toThrow(/position "middle"/);
    expect(() => validateSiteConfig(withItems([{ type: 'default', label: 'Nowhere' }]), context)).toThrow(
      /needs a "to" or an "href"/,
    );
  });
});

describe('navbarItemPosition', () => {
  it('defaults to right', () => {
    expect(navbarItemPosition({ type: 'default', to: '/', label: 'x' })).toBe('right');
    expect(navbarItemPosition({ type: 'default', to: '/', label: 'x', position: 'left' })).toBe('left');
  });

  it('puts the three section links on the left in the real config', () => {
    expect(siteConfig.navbar.items.map((i) => [i.label, navbarItemPosition(i)])).toEqual([
      ['SF Explorer', 'left'],
      ['DevOps Center', 'left'],
      ['Blog', 'left'],
    ]);
  });
});

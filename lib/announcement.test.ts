import { describe, expect, it } from 'vitest';
import {
  announcementInlineScript,
  dismissAnnouncement,
  parseAnnouncementContent,
  readAnnouncementDismissed,
} from './announcement';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('announcement dismissal', () => {
  it('is remembered for the same id and reset for a new one', () => {
    const storage = memoryStorage();
    expect(readAnnouncementDismissed(storage, 'release-6')).toBe(false);
    dismissAnnouncement(storage, 'release-6');
    expect(readAnnouncementDismissed(storage, 'release-6')).toBe(true);
    expect(readAnnouncementDismissed(storage, 'release-7')).toBe(false);
    expect(storage.data.get('sfx-announcement-dismissed')).toBeUndefined();
  });

  it('the inline script marks <html> only for a dismissed current id', () => {
    const script = announcementInlineScript('release-6');
    const run = (stored: Record<string, string>) => {
      const attrs = new Map<string, string>();
      const window = { localStorage: { getItem: (k: string) => stored[k] ?? null } };
      const document = { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } };
      new Function('window', 'document', script)(window, document);
      return attrs.get('data-announcement-dismissed');
    };
    expect(run({ 'sfx-announcement-id': 'release-6', 'sfx-announcement-dismissed': 'true' })).toBe('true');
    expect(run({ 'sfx-announcement-id': 'release-5', 'sfx-announcement-dismissed': 'true' })).toBeUndefined();
  });

  it('splits content into text and safe links only', () => {
    expect(parseAnnouncementContent('Release 6.0 is out. [Read more](/blog/release60/) now')).toEqual([
      { kind: 'text', text: 'Release 6.0 is out. ' },
      { kind: 'link', text: 'Read more', href: '/blog/release60/' },
      { kind: 'text', text: ' now' },
    ]);
    expect(parseAnnouncementContent('[x](javascript:alert(1))').some((p) => p.kind === 'link')).toBe(false);
  });
});

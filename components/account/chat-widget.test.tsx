// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserSnapshot, setSignedInUser, setSignedOut, updateIdentity } from '@/lib/stores/user-store';
import { ChatWidgetLoader } from './chat-widget';

// The chat helpers' chunk cannot be downloaded (offline): the dynamic import rejects.
vi.mock('@/lib/account/chat-widget', () => {
  throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/chat.js from module 7'), {
    name: 'ChunkLoadError',
  });
});

afterEach(() => {
  cleanup();
  setSignedOut();
  vi.restoreAllMocks();
});

describe('ChatWidgetLoader', () => {
  it('handles a chat that cannot be downloaded: a warning, no unhandled rejection, the reader stays signed in', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      setSignedInUser({ id: 'u1', email: 'reader@example.com', name: 'Reader', photoURL: null });
      render(<ChatWidgetLoader />);
      await act(async () => {
        updateIdentity({ name: 'Reader Two' });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Accounts: the live chat could not be loaded.', expect.any(Error));
    expect(getUserSnapshot().user?.id).toBe('u1');
  });
});

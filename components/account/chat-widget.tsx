'use client';

import { useEffect } from 'react';
import { getUserSnapshot, useCurrentUser } from '@/lib/stores/user-store';

// The helpers are only needed once someone signs in, so they stay out of every page's first load.
const loadChatHelpers = () => import('@/lib/account/chat-widget');

/**
 * The chat starts by itself on sign-in, so a failed download (offline, say) is not something the
 * reader asked for: it is logged and the page, the sign-in and everything else stay as they are.
 * The next sign-in, or the next page, tries again.
 */
const chatUnavailable = (error: unknown) => console.warn('Accounts: the live chat could not be loaded.', error);

/**
 * Loads the Tawk.to live chat while a reader is signed in, and removes it (script, widget and
 * globals) when they sign out. Anonymous readers never load it. Renders nothing itself; mounted
 * by the account area.
 */
export function ChatWidgetLoader() {
  const user = useCurrentUser();
  const uid = user?.id ?? null;
  const name = user?.name ?? null;
  const email = user?.email ?? null;

  useEffect(() => {
    if (!uid) return;
    let active = true;
    let loaded = false;
    loadChatHelpers().then(({ chatVisitor, configuredTawkEmbed, loadTawkWidget }) => {
      if (!active) return;
      const embed = configuredTawkEmbed();
      if (!embed.ok) {
        console.warn(embed.reason);
        return;
      }
      // Read the name and email now rather than depending on them: a name arriving just after
      // sign-up must not tear down and reload the widget (the effect below updates it instead).
      const current = getUserSnapshot().user;
      loadTawkWidget(embed.src, chatVisitor({ name: current?.name ?? null, email: current?.email ?? null }));
      loaded = true;
    }, chatUnavailable);
    return () => {
      active = false;
      if (loaded) loadChatHelpers().then(({ removeTawkWidget }) => removeTawkWidget(), chatUnavailable);
    };
  }, [uid]);

  // A name or email that changes while signed in updates the widget instead of reloading it.
  useEffect(() => {
    if (!uid) return;
    loadChatHelpers().then(
      ({ chatVisitor, updateTawkVisitor }) => updateTawkVisitor(chatVisitor({ name, email })),
      chatUnavailable,
    );
  }, [uid, name, email]);

  return null;
}

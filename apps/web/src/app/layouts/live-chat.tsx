import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import type { TawkApi } from '../../lib/live-chat.ts';
import { loadLiveChat } from '../../lib/live-chat.ts';
import { chatQueryKey, useCloseChat } from '../../lib/overlay-query.ts';
import { breakpoints, useViewportWidth } from '../../lib/viewport.ts';

/**
 * The tenant's live chat (PLT-11), for logged-in users only. On phones the bottom bar's chat entry opens it (it adds
 * `?chat=open`) and the widget stays hidden otherwise; from 1024 px, where there is no bottom bar, the widget shows
 * its own button. Its script loads on the first of these, never on the landing page's first load. Minimising the
 * chat that the entry opened goes back one page (NAV-03), and the back button minimises it.
 */
export function LiveChat({ scriptUrl, name, email }: { scriptUrl: string; name: string; email: string | null }) {
  const { search } = useLocation();
  const open = new URLSearchParams(search).has(chatQueryKey);
  const wide = useViewportWidth() >= breakpoints.lg;
  const closeChat = useCloseChat();
  const [api, setApi] = useState<TawkApi | null>(null);
  const wanted = open || wide;

  const minimised = useEffectEvent(() => {
    closeChat();
  });

  useEffect(() => {
    if (!wanted || api) return;
    let current = true;
    // Who the chat's agent sees: the account's name and e-mail.
    loadLiveChat(scriptUrl, { name, ...(email ? { email } : {}) })
      .then((loaded) => {
        loaded.onChatMinimized = () => minimised();
        if (current) setApi(loaded);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, api, scriptUrl, name, email]);

  useEffect(() => {
    if (!api) return;
    if (open) {
      api.showWidget?.();
      api.maximize?.();
      return;
    }
    api.minimize?.();
    if (wide) api.showWidget?.();
    else api.hideWidget?.();
  }, [api, open, wide]);

  return null;
}

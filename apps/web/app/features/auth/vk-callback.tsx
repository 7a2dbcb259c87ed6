// /auth as VK ID's callback page (spec §2): in the window we opened, post VK ID's answer to the
// opener on our own origin and close. Without an opener (the window was detached) there is no one
// to finish the sign-in, so the page just offers the ordinary methods again.
import { useEffect, useState } from 'react';
import { addRussianTexts, useT } from '../../i18n';
import { Spinner } from '../../ui';
import { callbackMessage } from './vk-id-flow';
import { ruAuth } from '../../i18n/messages/ru-auth';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruAuth);

export const isVkCallback = (search: string): boolean => callbackMessage(search) !== null;

export function VkCallback({ search, onOrphan }: { search: string; onOrphan: () => void }) {
  const t = useT();
  const [posted, setPosted] = useState(false);
  useEffect(() => {
    const message = callbackMessage(search);
    const opener = window.opener as Window | null;
    if (!message || !opener || opener.closed) return onOrphan();
    opener.postMessage(message, location.origin);
    setPosted(true);
    window.close();
  }, [search, onOrphan]);
  return (
    <div className="auth-callback" aria-busy={!posted}>
      <Spinner />
      <p>{t('auth.vkCallback')}</p>
    </div>
  );
}

// Apple, Google and VK ID (spec §4): a method is shown only when its client id is configured
// (VK's is also numeric — the server drops it otherwise). Each ends in the API's token set.
import type { TokenSet } from '@nori/contract';
import { useState } from 'react';
import { addRussianTexts, useT } from '../../i18n';
import { Button } from '../../ui';
import { useShell } from '../../platform/shell-context';
import { errorText } from './error-text';
import { appleIdToken, googleIdToken } from './id-token-providers';
import { createState } from './pkce';
import { completeSignIn } from './complete-sign-in';
import { sessionApi } from '../../session/session-store';
import { useVkSignIn, VkSignInError } from './use-vk-sign-in';
import { ruAuth } from '../../i18n/messages/ru-auth';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruAuth);

type Provider = 'APPLE' | 'GOOGLE' | 'VK';

const idTokenSignIn = async (provider: 'APPLE' | 'GOOGLE', clientId: string): Promise<TokenSet> => {
  const nonce = createState();
  const idToken = await (provider === 'APPLE' ? appleIdToken : googleIdToken)(clientId, nonce);
  return (await sessionApi()).signInWithIdToken(provider, idToken, nonce);
};

export const hasSocialMethods = (config: {
  appleClientId: unknown;
  googleClientId: unknown;
  vkClientId: unknown;
}) => Boolean(config.appleClientId || config.googleClientId || config.vkClientId);

export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const { config } = useShell();
  const vk = useVkSignIn(config.vkClientId ? { url: config.vkIdUrl, clientId: config.vkClientId } : null);
  const [busy, setBusy] = useState<Provider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (provider: Provider, tokens: () => Promise<TokenSet>) => {
    setBusy(provider);
    setFailure(null);
    // Started within the click: the providers' windows are pop-ups and must open from it.
    const pending = tokens();
    void (async () => {
      try {
        await completeSignIn(await pending);
        onSignedIn();
      } catch (error) {
        setFailure(
          error instanceof VkSignInError
            ? t(error.key)
            : provider === 'VK'
              ? errorText(error, t)
              : t('auth.providerFailed', { provider: provider === 'APPLE' ? 'Apple' : 'Google' }),
        );
      } finally {
        setBusy(null);
      }
    })();
  };

  const { appleClientId, googleClientId } = config;
  return (
    <div className="auth-social">
      {appleClientId && (
        <Button
          variant="secondary"
          size="l"
          block
          disabled={busy !== null}
          onClick={() => start('APPLE', () => idTokenSignIn('APPLE', appleClientId))}
        >
          {t('auth.withApple')}
        </Button>
      )}
      {googleClientId && (
        <Button
          variant="secondary"
          size="l"
          block
          disabled={busy !== null}
          onClick={() => start('GOOGLE', () => idTokenSignIn('GOOGLE', googleClientId))}
        >
          {t('auth.withGoogle')}
        </Button>
      )}
      {config.vkClientId && (
        <Button
          variant="secondary"
          size="l"
          block
          disabled={busy !== null}
          data-widget-state={vk.widget}
          onClick={() => start('VK', vk.signIn)}
        >
          {vk.widget === 'loading' ? t('auth.vkLoading') : t('auth.withVk')}
        </Button>
      )}
      {failure && (
        <p className="auth-method__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

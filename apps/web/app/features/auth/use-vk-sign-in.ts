// Drives the VK ID window (spec §4): opened on the click itself (so pop-up blockers allow it),
// sent to VK ID's authorize page with a fresh PKCE verifier and state, then watched until our
// callback page posts the answer or the window is closed. 'loaded' once the window is on its way
// to VK ID; 'not_loaded' when that did not happen within 5000 ms or the window could not open.
import { useEffect, useRef, useState } from 'react';
import type { TokenSet } from '@nori/contract';
import { codeChallengeS256, createCodeVerifier, createState } from './pkce';
import { sessionApi } from '../../session/session-store';
import {
  authorizeUrl,
  judgeCallback,
  VK_ERRORS,
  VK_WIDGET_TIMEOUT_MS,
  type VkErrorKey,
  type VkWidgetState,
} from './vk-id-flow';

const CLOSED_POLL_MS = 500;

export class VkSignInError extends Error {
  override readonly name = 'VkSignInError';
  constructor(readonly key: VkErrorKey) {
    super(key);
  }
}

export const useVkSignIn = (vkId: { url: string; clientId: string } | null) => {
  const [widget, setWidget] = useState<VkWidgetState>('idle');
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => () => cleanup.current(), []);

  const signIn = (): Promise<TokenSet> => {
    cleanup.current();
    if (!vkId) return Promise.reject(new VkSignInError(VK_ERRORS.authorizationFailed));
    const popup = window.open('', 'vk-id', 'popup,width=640,height=720');
    if (!popup) {
      setWidget('not_loaded');
      return Promise.reject(new VkSignInError(VK_ERRORS.cannotOpenTab));
    }
    setWidget('loading');
    const verifier = createCodeVerifier();
    const state = createState();
    const redirectUri = `${location.origin}/auth`;

    return new Promise<TokenSet>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        cleanup.current();
        outcome();
      };
      const fail = (key: VkErrorKey) => finish(() => reject(new VkSignInError(key)));

      const timeout = window.setTimeout(() => {
        setWidget('not_loaded');
        popup.close();
        fail(VK_ERRORS.timeout);
      }, VK_WIDGET_TIMEOUT_MS);
      const closedPoll = window.setInterval(() => {
        if (popup.closed) fail(VK_ERRORS.tabClosed);
      }, CLOSED_POLL_MS);
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== location.origin || event.source !== popup) return;
        const outcome = judgeCallback(event.data, state);
        if (outcome.kind === 'ignore') return;
        popup.close();
        if (outcome.kind === 'error') return fail(outcome.error);
        finish(() =>
          resolve(
            sessionApi().then((api) =>
              api.signInWithVkId({
                code: outcome.code,
                codeVerifier: verifier,
                deviceId: outcome.deviceId,
                redirectUri,
                state,
              }),
            ),
          ),
        );
      };
      window.addEventListener('message', onMessage);
      cleanup.current = () => {
        window.clearTimeout(timeout);
        window.clearInterval(closedPoll);
        window.removeEventListener('message', onMessage);
      };

      void codeChallengeS256(verifier).then((codeChallenge) => {
        if (settled) return;
        popup.location.href = authorizeUrl({
          vkIdUrl: vkId.url,
          clientId: vkId.clientId,
          redirectUri,
          state,
          codeChallenge,
        });
        window.clearTimeout(timeout);
        setWidget('loaded');
      });
    });
  };

  return { widget, signIn };
};

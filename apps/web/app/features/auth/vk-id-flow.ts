// VK ID in a new window (spec §4, §9): our /auth page is the callback; it posts what VK ID sent
// back (code, state, device_id — or an error) to the opener, which checks the state and hands
// the code with its PKCE verifier to the API. Pure parts only; vk-id-button.tsx drives the window.
import { addRussianTexts } from '../../i18n';
import { ruAuth } from '../../i18n/messages/ru-auth';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruAuth);

export const VK_MESSAGE_TYPE = 'nori:vk-id';
/** Spec §9: the widget is given 5000 ms to load. */
export const VK_WIDGET_TIMEOUT_MS = 5000;
export const VK_SCOPE = 'vkid.personal_info email phone';

export type VkWidgetState = 'idle' | 'loading' | 'loaded' | 'not_loaded';

/** The VK errors of spec §4, each a translated message. */
export const VK_ERRORS = {
  eventNotSupported: 'auth.vkEventNotSupported',
  cannotOpenTab: 'auth.vkCannotOpenTab',
  tabClosed: 'auth.vkTabClosed',
  authorizationFailed: 'auth.vkAuthFailed',
  stateMismatch: 'auth.vkStateMismatch',
  timeout: 'auth.vkTimeout',
} as const;
export type VkErrorKey = (typeof VK_ERRORS)[keyof typeof VK_ERRORS];

export const authorizeUrl = (options: {
  vkIdUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}): string => {
  const url = new URL('/authorize', options.vkIdUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    state: options.state,
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
    scope: VK_SCOPE,
  }).toString();
  return url.toString();
};

/** The one event the callback page posts; anything else from a window of ours is not supported. */
export const VK_CALLBACK_EVENT = 'callback';

export interface VkCallbackMessage {
  type: typeof VK_MESSAGE_TYPE;
  event: typeof VK_CALLBACK_EVENT;
  code: string | null;
  state: string | null;
  deviceId: string | null;
  error: string | null;
}

/** What the callback page read from its address; null when the address is not a VK ID answer. */
export const callbackMessage = (search: string): VkCallbackMessage | null => {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  const error = query.get('error');
  if (state === null && error === null) return null;
  return {
    type: VK_MESSAGE_TYPE,
    event: VK_CALLBACK_EVENT,
    code: query.get('code'),
    state,
    deviceId: query.get('device_id'),
    error,
  };
};

export type VkOutcome =
  | { kind: 'code'; code: string; deviceId: string }
  | { kind: 'error'; error: VkErrorKey }
  /** Someone else's message (another script on the page): not ours to answer. */
  | { kind: 'ignore' };

/** Judges a message posted to the opener against the state we sent. */
export const judgeCallback = (data: unknown, expectedState: string): VkOutcome => {
  if (typeof data !== 'object' || data === null) return { kind: 'ignore' };
  const message = data as Partial<VkCallbackMessage>;
  if (message.type !== VK_MESSAGE_TYPE) return { kind: 'ignore' };
  if (message.event !== VK_CALLBACK_EVENT) return { kind: 'error', error: VK_ERRORS.eventNotSupported };
  if (message.state !== expectedState) return { kind: 'error', error: VK_ERRORS.stateMismatch };
  if (message.error || !message.code || !message.deviceId)
    return { kind: 'error', error: VK_ERRORS.authorizationFailed };
  return { kind: 'code', code: message.code, deviceId: message.deviceId };
};

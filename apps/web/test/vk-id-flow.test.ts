import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  callbackMessage,
  judgeCallback,
  VK_ERRORS,
  VK_MESSAGE_TYPE,
} from '../app/features/auth/vk-id-flow';

const STATE = 'S'.repeat(64);

describe('VK ID in a new window', () => {
  it('sends VK ID the S256 challenge, the state, the scope and our own /auth as the callback', () => {
    const url = new URL(
      authorizeUrl({
        vkIdUrl: 'https://id.vk.com',
        clientId: '51234567',
        redirectUri: 'https://shop.example/auth',
        state: STATE,
        codeChallenge: 'challenge',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://id.vk.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '51234567',
      redirect_uri: 'https://shop.example/auth',
      state: STATE,
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      scope: 'vkid.personal_info email phone',
    });
  });

  it('reads the answer VK ID put in the callback address', () => {
    expect(callbackMessage(`?code=abc&state=${STATE}&device_id=dev&type=code_v2`)).toEqual({
      type: VK_MESSAGE_TYPE,
      event: 'callback',
      code: 'abc',
      state: STATE,
      deviceId: 'dev',
      error: null,
    });
    expect(callbackMessage('?error=access_denied')).toMatchObject({ error: 'access_denied', code: null });
    expect(callbackMessage('?next=/cart')).toBeNull();
  });

  it('accepts a code only with the state it sent', () => {
    const answer = callbackMessage(`?code=abc&state=${STATE}&device_id=dev`);
    expect(judgeCallback(answer, STATE)).toEqual({ kind: 'code', code: 'abc', deviceId: 'dev' });
    expect(judgeCallback(answer, 'T'.repeat(64))).toEqual({ kind: 'error', error: VK_ERRORS.stateMismatch });
  });

  it('reports a refusal or an incomplete answer as a failed authorization', () => {
    expect(judgeCallback(callbackMessage(`?error=access_denied&state=${STATE}`), STATE)).toEqual({
      kind: 'error',
      error: VK_ERRORS.authorizationFailed,
    });
    expect(judgeCallback(callbackMessage(`?code=abc&state=${STATE}`), STATE)).toEqual({
      kind: 'error',
      error: VK_ERRORS.authorizationFailed,
    });
  });

  it('reports an event of ours it does not know, and ignores other scripts’ messages', () => {
    expect(judgeCallback({ type: VK_MESSAGE_TYPE, event: 'resize', state: STATE }, STATE)).toEqual({
      kind: 'error',
      error: VK_ERRORS.eventNotSupported,
    });
    expect(judgeCallback({ type: 'webpackHot' }, STATE)).toEqual({ kind: 'ignore' });
    expect(judgeCallback('hello', STATE)).toEqual({ kind: 'ignore' });
  });
});

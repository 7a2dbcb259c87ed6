// Apple and Google hand the browser an ID token, which the API checks against their published
// keys (POST /api/v1/sign/in/apple|google). Their scripts load on click, never before.
import { loadScript } from './load-script';

const APPLE_SCRIPT = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface AppleId {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
      nonce?: string;
    }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce?: string;
        callback: (answer: { credential?: string }) => void;
      }): void;
      prompt(
        listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void,
      ): void;
    };
  };
}

declare global {
  interface Window {
    AppleID?: AppleId;
    google?: GoogleIdentity;
  }
}

export const appleIdToken = async (clientId: string, nonce: string): Promise<string> => {
  await loadScript(APPLE_SCRIPT);
  const apple = window.AppleID;
  if (!apple) throw new Error('Sign in with Apple did not start');
  apple.auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${location.origin}/auth`,
    usePopup: true,
    nonce,
  });
  const answer = await apple.auth.signIn();
  return answer.authorization.id_token;
};

export const googleIdToken = async (clientId: string, nonce: string): Promise<string> => {
  await loadScript(GOOGLE_SCRIPT);
  const google = window.google;
  if (!google) throw new Error('Google sign-in did not start');
  return new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      nonce,
      callback: ({ credential }) =>
        credential ? resolve(credential) : reject(new Error('Google gave no ID token')),
    });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment())
        reject(new Error('Google sign-in was closed'));
    });
  });
};

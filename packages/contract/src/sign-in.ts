// Sign-in calls of spec §7: phone with an SMS code, Apple, Google, VK ID, token refresh and the
// profile. Sign-out has no path in the spec; it is designed here as POST /api/v1/sign/out with the
// refresh token, which ends that session on the server (the storefront then drops its tokens).
import { z } from './zod-setup';
import { endpoint } from './endpoint';
import {
  idTokenHeadersSchema,
  idTokenSignInSchema,
  personSchema,
  phoneCodeRequestSchema,
  phoneCodeSentSchema,
  phoneSignInSchema,
  refreshedTokensSchema,
  tokenSetSchema,
  vkIdSignInSchema,
} from './sign-in-schemas';

export * from './sign-in-schemas';

export const requestPhoneCode = endpoint({
  method: 'POST',
  path: '/api/v1/sign/in/phone/code',
  operationId: 'requestPhoneCode',
  summary: 'Send an SMS code to a phone (once per 90 seconds)',
  tag: 'sign-in',
  auth: 'none',
  body: phoneCodeRequestSchema,
  responses: { 202: phoneCodeSentSchema },
  // 400 not a valid phone number; 403 bot protection failed or unknown apiKey; 404 unknown white
  // label; 429 sent too recently (sign-in.code-already-sent) or attempts exhausted for an hour
  // (sign-in.attempts-exhausted); 502 the SMS could not be sent, or sending is limited
  // (sign-in.sending-failed, the same answer whether the gateway failed or the service is under attack);
  // 422 a number of the right form that no one can have (sign-in.phone-invalid).
  errors: [403, 404, 422, 429, 502],
});

export const signInWithPhone = endpoint({
  method: 'POST',
  path: '/api/v1/sign/in/phone',
  operationId: 'signInWithPhone',
  summary: 'Exchange the SMS code for tokens',
  tag: 'sign-in',
  auth: 'none',
  body: phoneSignInSchema,
  responses: { 200: tokenSetSchema },
  // 400 wrong code (sign-in.wrong-code) or not six digits; 403 unknown apiKey; 404 no live code for
  // this number (sign-in.code-not-found: none sent, expired after 5 minutes, or already used);
  // 422 a number of the right form that no one can have (sign-in.phone-invalid); 429 five tries
  // used, retry in an hour (sign-in.attempts-exhausted).
  errors: [403, 404, 422, 429],
});

export const signInWithApple = endpoint({
  method: 'POST',
  path: '/api/v1/sign/in/apple',
  operationId: 'signInWithApple',
  summary: "Exchange Apple's ID token (x-id-token header) for tokens",
  tag: 'sign-in',
  auth: 'none',
  headers: idTokenHeadersSchema,
  body: idTokenSignInSchema,
  responses: { 200: tokenSetSchema },
  // 401 the provider's token or code was refused (token.invalid, token.expired); 403 unknown
  // apiKey; 404 the provider is not configured on this server; 503 the provider is unreachable.
  errors: [401, 403, 404, 503],
});

export const signInWithGoogle = endpoint({
  method: 'POST',
  path: '/api/v1/sign/in/google',
  operationId: 'signInWithGoogle',
  summary: "Exchange Google's ID token (x-id-token header) for tokens",
  tag: 'sign-in',
  auth: 'none',
  headers: idTokenHeadersSchema,
  body: idTokenSignInSchema,
  responses: { 200: tokenSetSchema },
  // 401 the provider's token or code was refused (token.invalid, token.expired); 403 unknown
  // apiKey; 404 the provider is not configured on this server; 503 the provider is unreachable.
  errors: [401, 403, 404, 503],
});

export const signInWithVkId = endpoint({
  method: 'POST',
  path: '/1/sign/in/vk-id',
  operationId: 'signInWithVkId',
  summary: 'Exchange a VK ID authorization code (PKCE) for tokens',
  tag: 'sign-in',
  auth: 'none',
  body: vkIdSignInSchema,
  responses: { 200: tokenSetSchema },
  // 401 the provider's token or code was refused (token.invalid, token.expired); 403 unknown
  // apiKey; 404 the provider is not configured on this server; 503 the provider is unreachable.
  errors: [401, 403, 404, 503],
});

export const refreshTokens = endpoint({
  method: 'POST',
  path: '/api/v1/sign/refresh',
  operationId: 'refreshTokens',
  summary: 'New tokens for the bearer refresh token',
  tag: 'sign-in',
  auth: 'refresh',
  responses: { 200: refreshedTokensSchema },
  errors: [401],
});

export const signOut = endpoint({
  method: 'POST',
  path: '/api/v1/sign/out',
  operationId: 'signOut',
  summary: "End the bearer refresh token's session",
  tag: 'sign-in',
  auth: 'refresh',
  responses: { 204: z.void() },
  errors: [401],
});

export const getMe = endpoint({
  method: 'GET',
  path: '/api/v1/me',
  operationId: 'getMe',
  summary: "The signed-in person's profile",
  tag: 'sign-in',
  auth: 'access',
  responses: { 200: personSchema },
  errors: [401],
});

export const signInEndpoints = [
  requestPhoneCode,
  signInWithPhone,
  signInWithApple,
  signInWithGoogle,
  signInWithVkId,
  refreshTokens,
  signOut,
  getMe,
] as const;

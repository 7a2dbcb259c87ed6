// Sign-in shapes (spec §3, §4): the token set every sign-in method answers with, and the person
// profile fetched right after. Expiry instants are ISO 8601 so the storefront can compare them
// with its corrected clock (a token is expired when its expiry is at or before now).
import { z } from './zod-setup';
import { SIGN_IN_SOURCES, type PersonId } from '@nori/domain';
import { smsCodeSchema } from './customer-fields';
import { HEADER_TEXT, idSchema, phoneSchema, whiteLabelSchema } from './primitives';

export const apiKeySchema = z.string().min(1).max(200);

export const SMS_MODE = 'WEB';

export const phoneCodeRequestSchema = z.object({
  apiKey: apiKeySchema,
  // Empty counts as absent: the storefront sends the field even when the captcha is off (spec §7).
  captchaToken: z
    .string()
    .max(4096)
    .nullish()
    .describe('Bot-protection token; absent or empty when captcha is off'),
  mode: z.literal(SMS_MODE),
  phone: phoneSchema,
  whiteLabel: whiteLabelSchema,
});

export const phoneCodeSentSchema = z.object({
  resendAfterSeconds: z.int().nonnegative().describe('Seconds until another code may be requested (90)'),
});

export const phoneSignInSchema = z.object({
  apiKey: apiKeySchema,
  captchaToken: z.string().max(4096).nullish(),
  // The sign-in form's own field: six digits (the document once promised 4–8; the server took 6).
  code: smsCodeSchema,
  phone: phoneSchema,
});

export const ID_TOKEN_HEADER = 'x-id-token';

/** Apple and Google: the provider's ID token travels in the x-id-token header. */
export const idTokenHeadersSchema = z.object({
  [ID_TOKEN_HEADER]: z.string().min(1).regex(HEADER_TEXT, 'Expected a JWT'),
});

export const idTokenSignInSchema = z.object({
  apiKey: apiKeySchema,
  whiteLabel: whiteLabelSchema,
  nonce: z.string().min(1).max(200).optional(),
});

export const vkIdSignInSchema = z.object({
  apiKey: apiKeySchema,
  code: z.string().min(1),
  codeVerifier: z
    .string()
    .regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'Expected a PKCE verifier of 43 to 128 characters'),
  deviceId: z.string().min(1),
  redirectUri: z.url(),
  state: z.string().length(64),
});

const instantSchema = z.iso.datetime({ offset: true });

export const refreshedTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  vkAccessToken: z.string().nullable(),
});

export const tokenSetSchema = refreshedTokensSchema.extend({
  source: z.enum(SIGN_IN_SOURCES),
  accessTokenExpiresAt: instantSchema,
  refreshTokenExpiresAt: instantSchema,
});

/** Contact details of a person's past delivery; the first one overrides the profile's. */
export const personDeliverySchema = z.object({
  email: z.string().nullable(),
  personName: z.string().nullable(),
  phone: z.string().nullable(),
});

export const personSchema = z.object({
  accountIds: z.array(z.int().positive()),
  avatar: z.string().nullable(),
  deliveries: z.array(personDeliverySchema),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  id: idSchema<PersonId>(),
  lastName: z.string().nullable(),
  patronymic: z.string().nullable(),
  phone: z.string().nullable(),
});

export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;
export type PhoneCodeSent = z.output<typeof phoneCodeSentSchema>;
export type PhoneSignIn = z.input<typeof phoneSignInSchema>;
export type IdTokenSignIn = z.input<typeof idTokenSignInSchema>;
export type VkIdSignIn = z.input<typeof vkIdSignInSchema>;
export type RefreshedTokens = z.output<typeof refreshedTokensSchema>;
export type TokenSet = z.output<typeof tokenSetSchema>;
export type PersonDelivery = z.output<typeof personDeliverySchema>;
export type Person = z.output<typeof personSchema>;

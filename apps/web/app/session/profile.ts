// The signed-in person's profile as stored (spec §3) and as shown: the first delivery's contact
// details override the profile's own (spec §3, person profile).
import type { Person } from '@nori/contract';

export type Profile = Person;

const isNullableText = (value: unknown) => value === null || typeof value === 'string';
const PROFILE_TEXTS = ['avatar', 'email', 'firstName', 'lastName', 'patronymic', 'phone'] as const;

export const isStoredProfile = (value: unknown): value is Profile => {
  if (typeof value !== 'object' || value === null) return false;
  const profile = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(profile['id']) &&
    Array.isArray(profile['accountIds']) &&
    Array.isArray(profile['deliveries']) &&
    PROFILE_TEXTS.every((field) => isNullableText(profile[field]))
  );
};

export interface ProfileContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const present = (text: string | null | undefined): string | null =>
  text && text.trim() !== '' ? text.trim() : null;

/** Name, email and phone to show or prefill: the first delivery's, else the profile's own. */
export const profileContact = (profile: Profile): ProfileContact => {
  const delivery = profile.deliveries[0];
  const ownName = [profile.firstName, profile.lastName].map(present).filter(Boolean).join(' ');
  return {
    name: present(delivery?.personName) ?? present(ownName),
    email: present(delivery?.email) ?? present(profile.email),
    phone: present(delivery?.phone) ?? present(profile.phone),
  };
};

/** How the app bar and the sign-in page name the signed-in person: the name, else the phone. */
export const displayName = (profile: Profile): string => {
  const contact = profileContact(profile);
  return contact.name ?? contact.phone ?? contact.email ?? '';
};

// The stored order fields of spec §3 the checkout edits: the contact person and the order comment.
// Kept as typed, so a half-filled form survives a reload or a detour through sign-in.
import { STORED_KEYS } from '../../platform/stored-keys';
import { isString, readStored, removeStored, writeStored } from '../../platform/stored-settings';

export interface StoredPerson {
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_PERSON: StoredPerson = { name: '', email: '', phone: '' };

const isStoredPerson = (value: unknown): value is StoredPerson => {
  if (typeof value !== 'object' || value === null) return false;
  const person = value as Record<string, unknown>;
  return ['name', 'email', 'phone'].every((field) => typeof person[field] === 'string');
};

export const readPerson = (): StoredPerson =>
  readStored(STORED_KEYS.orderPerson, isStoredPerson) ?? EMPTY_PERSON;
export const writePerson = (person: StoredPerson): void => writeStored(STORED_KEYS.orderPerson, person);
export const forgetPerson = (): void => removeStored(STORED_KEYS.orderPerson);

export const readComment = (): string => readStored(STORED_KEYS.orderComment, isString) ?? '';
export const writeComment = (comment: string): void => writeStored(STORED_KEYS.orderComment, comment);
export const forgetComment = (): void => removeStored(STORED_KEYS.orderComment);

/** On a profile change, empty fields take the profile's values (spec §4); filled ones stay. */
export const fillFromProfile = (
  person: StoredPerson,
  contact: { name: string | null; email: string | null; phone: string | null },
): StoredPerson => ({
  name: person.name || (contact.name ?? ''),
  email: person.email || (contact.email ?? ''),
  phone: person.phone || (contact.phone ?? ''),
});

// A message to show the customer: a catalogue message (translated where shown), or the server's
// own text for a code the storefront does not know (spec §8). Pages that report failures, the
// cart's pricing among them, share it.
import type { MessageRef, Translate } from '@nori/domain';

/** A message to show: a catalogue message, or the server's own text for a code we do not know. */
export type Notice = MessageRef | string;

export const noticeText = (t: Translate, notice: Notice): string =>
  typeof notice === 'string' ? notice : t(notice);

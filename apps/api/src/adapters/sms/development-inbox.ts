// The development inbox: nothing leaves the machine. Each message is written to the log and kept
// (the latest few) for the local-only page GET /dev/sms-inbox, so a developer or an end-to-end
// test can read the code. Never used in production (see modules/sign-in/routes/dev-sms-inbox.ts).
import type { SmsSender } from './sms-sender';

export interface InboxMessage {
  phone: string;
  text: string;
  sentAt: string;
}

export interface DevelopmentInbox extends SmsSender {
  /** Newest first. */
  messages(): InboxMessage[];
}

const KEPT = 50;

export function createDevelopmentInbox(
  log: (message: InboxMessage) => void,
  now: () => Date,
): DevelopmentInbox {
  const kept: InboxMessage[] = [];
  return {
    async send(phone, text) {
      const message = { phone, text, sentAt: now().toISOString() };
      kept.unshift(message);
      kept.length = Math.min(kept.length, KEPT);
      log(message);
    },
    messages: () => [...kept],
  };
}

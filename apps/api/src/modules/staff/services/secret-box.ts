// TOTP secrets are kept encrypted (AES-256-GCM) under a key derived from the secret every node
// shares (SIGN_IN_CODE_SECRET): a copy of the database alone does not give anyone the codes.
// Changing that secret makes the stored TOTP secrets unreadable: those accounts set TOTP up again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** Undefined when the text was sealed under another key or is damaged. */
  open(sealed: string): string | undefined;
}

export function createSecretBox(sharedSecret: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sharedSecret, Buffer.alloc(0), 'nori staff totp secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) return undefined;
      const bytes = Buffer.from(data, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

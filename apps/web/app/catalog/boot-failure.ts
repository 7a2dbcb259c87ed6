// Boot errors are fatal (spec §4) and carry the texts of spec §8: the server's first message when
// it sent one, a 'not found' text on 404 for menus and promotions, a 'Failed to fetch …' otherwise.
// The spec's own texts are English: the page says them in the visitor's language (issue 34, item 12),
// the server's message it shows as sent (the API answers in the visitor's language).
import { isApiError } from '@nori/contract';

export class BootFailure extends Error {
  override readonly name = 'BootFailure';
  /** The message is the server's own (in the visitor's language), not one of the spec's English texts. */
  readonly fromServer: boolean;
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown; fromServer?: boolean },
  ) {
    super(message, options);
    this.fromServer = options?.fromServer ?? false;
  }
}

interface Texts {
  fallback: string;
  notFound?: string;
}

export const bootFailure = (error: unknown, texts: Texts): BootFailure => {
  if (!isApiError(error)) return new BootFailure(texts.fallback, null, { cause: error });
  if (error.code && error.kind === 'http')
    return new BootFailure(error.message, error.status, { cause: error, fromServer: true });
  if (error.status === 404 && texts.notFound) return new BootFailure(texts.notFound, 404, { cause: error });
  // A status is worth showing only when the server answered with an error.
  return new BootFailure(texts.fallback, error.kind === 'http' ? error.status : null, { cause: error });
};

/** Runs one boot call and turns its failure into a BootFailure with the given texts. */
export const step = async <T>(call: () => Promise<T>, texts: Texts): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw bootFailure(error, texts);
  }
};

/** Time sync has one text whatever went wrong, with the status (spec §8). */
export const timeSyncFailure = (error: unknown): BootFailure =>
  new BootFailure('Failed to fetch UTC time', isApiError(error) ? error.status : null, { cause: error });

// What a page says of a catalog call that failed (issue 34, item 12): no answer at all in the spec's
// network text, in the visitor's language; the server's own message as sent (the API answers in that
// language); spec §8's English fallbacks ('Failed to fetch restaurants') as the server's failure.
import type { Translate } from '@nori/domain';
import type { FailureView } from './boot-runner';

export const failureText = (failure: FailureView, t: Translate): string =>
  failure.network
    ? t('error.code.common.network')
    : failure.fromServer
      ? failure.message
      : t('boot.errorServer');

// A failed boot shows the server's own message as sent (the API answers in the visitor's language),
// and spec §8's English texts ('Failed to fetch cities') in the visitor's language (issue 34, item 12):
// the failure says which of the two its message is.
import { ApiError } from '@nori/contract';
import { describe, expect, it } from 'vitest';
import { bootFailure } from '../app/catalog/boot-failure';
import { failureView } from '../app/catalog/boot-runner';
import { failureText } from '../app/catalog/failure-text';
import type { Translate } from '@nori/domain';

const texts = { fallback: 'Failed to fetch cities', notFound: 'Menu groups not found' };
const http = (status: number, message: string, code?: string) =>
  new ApiError({ kind: 'http', message, code, status, statusText: 'Service Unavailable' });

describe('a boot failure', () => {
  it("carries the server's message, marked as the server's, with the status", () => {
    const view = failureView(
      bootFailure(http(503, 'Сервис временно недоступен', 'common.unavailable'), texts),
    );
    expect(view).toEqual({
      message: 'Сервис временно недоступен',
      status: 503,
      fromServer: true,
      network: false,
    });
  });

  it("carries spec §8's English fallback, not marked as the server's, for a body without an error", () => {
    const view = failureView(bootFailure(http(500, 'Internal Server Error'), texts));
    expect(view).toEqual({
      message: 'Failed to fetch cities',
      status: 500,
      fromServer: false,
      network: false,
    });
    expect(failureView(bootFailure(http(404, 'Not Found'), texts))).toMatchObject({
      message: 'Menu groups not found',
      fromServer: false,
    });
  });

  it('is a network failure when no answer came', () => {
    const lost = new ApiError({
      kind: 'network',
      message: 'Network error when attempting to fetch resource.',
      status: 500,
      statusText: '',
    });
    expect(failureView(bootFailure(lost, texts))).toMatchObject({
      network: true,
      fromServer: false,
      status: null,
    });
  });
});

describe('what a page says of it', () => {
  const t = ((key: string) => `<${key}>`) as Translate;
  const view = (error: unknown) => failureText(failureView(bootFailure(error, texts)), t);

  it("says the server's message as sent, the spec's English fallback and no answer in the page's words", () => {
    expect(view(http(503, 'Сервис временно недоступен', 'common.unavailable'))).toBe(
      'Сервис временно недоступен',
    );
    expect(view(http(500, 'Internal Server Error'))).toBe('<boot.errorServer>');
    expect(
      view(new ApiError({ kind: 'network', message: 'Failed to fetch', status: 500, statusText: '' })),
    ).toBe('<error.code.common.network>');
  });
});

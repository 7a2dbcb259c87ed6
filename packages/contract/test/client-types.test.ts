// The client's types come from the endpoints: these lines fail the type check (tsc) when a call
// can be made with the wrong input or returns the wrong type; the runtime asserts are the same facts.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RestoId } from '@nori/domain';
import type { CallArgs, CallInput, CallOutput } from '../src';
import type {
  getCity,
  getResto,
  getServerTime,
  listCities,
  refreshTokens,
  signInWithApple,
  signOut,
} from '../src';

describe('call types', () => {
  it('require what the endpoint requires and refuse what it does not declare', () => {
    const city: CallInput<typeof getCity> = { params: { cityId: 1 } };
    const cityFromText: CallInput<typeof getCity> = { params: { cityId: '1' } };
    // @ts-expect-error listCities needs the whiteLabel query
    const noQuery: CallInput<typeof listCities> = {};
    // @ts-expect-error Apple sign-in needs the x-id-token header
    const noIdToken: CallInput<typeof signInWithApple> = { body: { apiKey: 'k', whiteLabel: 'w' } };
    // @ts-expect-error the refresh call needs the refresh token
    const noToken: CallInput<typeof refreshTokens> = {};
    // @ts-expect-error the server time takes no path parameters
    const stray: CallInput<typeof getServerTime> = { params: {} };
    expect([city, cityFromText, noQuery, noIdToken, noToken, stray]).toHaveLength(6);
  });

  it('let calls with nothing required be made without input', () => {
    expectTypeOf<CallArgs<typeof getServerTime>>().toEqualTypeOf<[input?: CallInput<typeof getServerTime>]>();
  });

  it('return the branded output of the success response, and undefined for 204', () => {
    expectTypeOf<CallOutput<typeof getResto>['id']>().toEqualTypeOf<RestoId>();
    expectTypeOf<CallOutput<typeof getResto>['currency']>().toEqualTypeOf<string>();
    expectTypeOf<CallOutput<typeof signOut>>().toEqualTypeOf<undefined>();
  });
});

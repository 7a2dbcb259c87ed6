// The shape both clients share: one method per operationId, plus `call` for any endpoint.
import type { Endpoint } from '../endpoint';
import type { Endpoints } from '../endpoints';
import type { Route } from './routes';
import type { RequestInput } from './transport';
import type { CallArgs, CallOutput } from './types';

type Operations = {
  [Id in keyof Endpoints]: (...args: CallArgs<Endpoints[Id]>) => Promise<CallOutput<Endpoints[Id]>>;
};

export type ApiClient = Operations & {
  call: <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<CallOutput<E>>;
};

export const clientOf = <R extends Route>(
  routes: Readonly<Record<string, R>>,
  sendTo: (route: R | Endpoint, input: RequestInput) => Promise<unknown>,
): ApiClient => {
  const call = <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallOutput<E>> =>
    sendTo(endpoint, (input ?? {}) as RequestInput) as Promise<CallOutput<E>>;
  const operations = Object.fromEntries(
    Object.entries(routes).map(([operationId, route]) => [
      operationId,
      (input?: RequestInput) => sendTo(route, input ?? {}),
    ]),
  ) as unknown as Operations;
  return { ...operations, call };
};

// Every call of the API in one list: the API mounts each, the OpenAPI document lists each, and
// tests check that nothing is mounted or documented twice.
import { catalogEndpoints } from './catalog';
import { orderEndpoints } from './orders';
import { signInEndpoints } from './sign-in';

export const endpointList = [...catalogEndpoints, ...signInEndpoints, ...orderEndpoints] as const;

type AnyListed = (typeof endpointList)[number];

/** The endpoints by operationId, e.g. endpoints.getResto. */
export type Endpoints = { [E in AnyListed as E['operationId']]: E };

export const endpoints = Object.fromEntries(endpointList.map((e) => [e.operationId, e])) as Endpoints;

export type OperationId = keyof Endpoints;

// Every call of the API in one list: the API mounts each, the OpenAPI document lists each, and
// tests check that nothing is mounted or documented twice.
import type { Endpoint } from './endpoint';
import { catalogEndpoints } from './catalog';
import { geocodingEndpoints } from './geocoding';
import { orderLifeEndpoints } from './order-life';
import { loyaltyEndpoints } from './loyalty';
import { posIikoEndpoints } from './pos-iiko';
import { orderEndpoints } from './orders';
import { orderTimeEndpoints } from './order-times';
import { signInEndpoints } from './sign-in';
import { stopListEndpoints } from './stop-list';
import {
  deskEndpoints,
  discountEndpoints,
  figuresEndpoints,
  orderBoardEndpoints,
  promoCodeEndpoints,
  staffEndpoints,
} from './office';

const listed = [
  ...catalogEndpoints,
  ...geocodingEndpoints,
  ...signInEndpoints,
  ...orderEndpoints,
  ...loyaltyEndpoints,
  ...orderLifeEndpoints,
  ...posIikoEndpoints,
  ...orderTimeEndpoints,
  ...stopListEndpoints,
  ...deskEndpoints,
  ...staffEndpoints,
  ...promoCodeEndpoints,
  ...orderBoardEndpoints,
  ...discountEndpoints,
  ...figuresEndpoints,
] as const;

/** Every endpoint, typed loosely so code that walks them all (mounting, OpenAPI) sees one shape. */
export const endpointList: readonly Endpoint[] = listed;

/** The endpoints by operationId, each with its precise type, e.g. endpoints.getResto. */
export type Endpoints = { [E in (typeof listed)[number] as E['operationId']]: E };

export const endpoints = Object.fromEntries(listed.map((e) => [e.operationId, e])) as Endpoints;

export type OperationId = keyof Endpoints;

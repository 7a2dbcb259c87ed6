// The typed fetch client of the server's rendering and of tests: every answer is checked against
// its endpoint's schema, and one that breaks the contract rejects with an 'invalid-response'
// ApiError. The browser uses createUncheckedApiClient instead (unchecked-api-client.ts).
import { z } from '../zod-setup';
import type { Endpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import { clientOf, type ApiClient } from './client-of';
import { invalidResponse } from './failures';
import { send, type ApiClientOptions } from './transport';

const checkWith = (endpoint: Endpoint) => (response: Response, data: unknown) => {
  const schema: z.ZodType | undefined = endpoint.responses[response.status as keyof Endpoint['responses']];
  if (!schema) throw invalidResponse(response, data, `status ${response.status} is not documented`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidResponse(response, data, z.prettifyError(parsed.error));
  return parsed.data;
};

export const createApiClient = (options: ApiClientOptions): ApiClient =>
  clientOf(endpoints as Readonly<Record<string, Endpoint>>, (endpoint, input) =>
    send(options, endpoint, input, checkWith(endpoint)),
  );

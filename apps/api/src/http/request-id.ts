// Every answer names its request id: a caller's (load balancer's) id is kept when it looks like
// one, otherwise a fresh one. Shared by Fastify's genReqId and the hot catalog reads.
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[\w.:-]{1,64}$/;

export const requestIdOf = (given: string | string[] | undefined): string =>
  typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();

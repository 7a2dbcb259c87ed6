// The one place errors become HTTP answers, always {"errors":[{"code","message"}]}. Known errors
// keep their status and message; a database that cannot be reached is a 503 (retry later, or on
// another node); anything else is a 500. Neither body says anything about internals (the details
// go to the log, with the request id).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '@nori/contract';
import { ERROR_CODES } from '@nori/domain';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../errors';

/** Request input that failed its contract schema; lists every problem. */
export class RequestValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'RequestValidationError';
  }
}

const isClientError = (error: unknown): error is FastifyError =>
  error instanceof Error &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * Errors Fastify meets before a route runs (a URL that does not decode, say): the error shape,
 * not Fastify's own body (issue 20).
 */
export const frameworkErrorAnswer = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  void reply.code(error.statusCode ?? 400).send(errorBody(ERROR_CODES.badRequest, error.message));

/**
 * Requests Node itself refuses before Fastify sees them (headers too large, a malformed request
 * line): the error shape too, written straight to the socket as Node's own answer would be.
 */
export const clientErrorAnswer = (error: Error & { code?: string }, socket: Socket): void => {
  if (!socket.writable) return void socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(ERROR_CODES.badRequest, STATUS_CODES[status] ?? 'Bad Request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/** A database that is down or full usually comes back, or is failed over, within seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError)
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ errors: [{ ...errorBody(error.code, error.message).errors[0], ...error.details }] });
    if (error instanceof RequestValidationError) {
      return reply
        .code(400)
        .send({ errors: error.problems.map((message) => ({ code: ERROR_CODES.badRequest, message })) });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large …).
    if (isClientError(error))
      return reply.code(error.statusCode ?? 400).send(errorBody(ERROR_CODES.badRequest, error.message));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(errorBody(ERROR_CODES.unavailable, 'Service temporarily unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(ERROR_CODES.unknown, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody(ERROR_CODES.notFound, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}

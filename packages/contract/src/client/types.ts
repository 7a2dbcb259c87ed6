// The types of a call, derived from its endpoint: what the caller passes is the schemas' input
// type, what it gets back is the success response's output type (validated at run time).
import type { z } from 'zod';
import type { Endpoint } from '../endpoint';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** A part the endpoint does not declare may not be passed; a declared part is required unless all its fields are optional. */
type Part<Key extends string, S> = [S] extends [z.ZodType]
  ? object extends InputOf<S>
    ? { [K in Key]?: InputOf<S> }
    : { [K in Key]: InputOf<S> }
  : { [K in Key]?: never };

// Staff calls carry their session as a cookie the browser sends (credentials: 'same-origin').
type TokenPart<E extends Endpoint> = E['auth'] extends 'none' | 'staff'
  ? { token?: never }
  : { /** The bearer token: an access token, or the refresh token where auth is 'refresh'. */ token: string };

type ExtraHeaders = Record<string, string | undefined>;

/** The endpoint's own headers (typed by its schema, required if it requires them) plus any others. */
type HeadersPart<H> = [H] extends [z.ZodType]
  ? object extends z.input<H>
    ? { headers?: z.input<H> & ExtraHeaders }
    : { headers: z.input<H> & ExtraHeaders }
  : { headers?: ExtraHeaders };

export type CallInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  HeadersPart<E['headers']> &
  TokenPart<E> & {
    /** Appended to the URL after '#'. */
    hash?: string;
    signal?: AbortSignal;
  };

/** The parsed body of any documented success status; undefined for 204. */
export type CallOutput<E extends Endpoint> = {
  [Status in keyof E['responses']]: Status extends 204
    ? undefined
    : E['responses'][Status] extends z.ZodType
      ? z.output<E['responses'][Status]>
      : never;
}[keyof E['responses']];

/** Input may be left out entirely when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

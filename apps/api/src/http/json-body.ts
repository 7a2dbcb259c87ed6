// Request bodies: at most BODY_LIMIT_BYTES (Fastify answers 413 beyond it) and JSON nested at most
// MAX_JSON_DEPTH deep (a 400). The API's bodies are small, flat documents (a cart, a phone, a
// code); a deeper one is an attack on the parser or on the recursive validators after it, so it
// is refused by a linear scan before anything recurses over it. Fastify's own JSON parser (with
// its protection against __proto__ and constructor.prototype keys) then parses what passes.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** Far above the largest real body (a cart of a hundred lines with modifiers is about 30 KB). */
export const BODY_LIMIT_BYTES = 256 * 1024;
/** The deepest real body (an order draft: order → items → modifiers → modifier) is 5 levels. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** How deep the brackets of a JSON text nest, ignoring those inside strings. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) deepest = Math.max(deepest, (depth += 1));
    else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth -= 1;
  }
  return deepest;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      done(badRequest(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

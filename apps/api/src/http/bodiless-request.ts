// A hot read's request has nothing left to read: skip Node's draining of its request stream.
//
// After every answer Node "dumps" the request (IncomingMessage._dump: resume, read to the end,
// emit 'end', destroy, emit 'close'), five process.nextTick rounds per request. For a GET without
// a body that is all bookkeeping: the message was complete when its headers were, and nothing
// listens to the stream of a request answered before Fastify. Under the catalog-read load this
// draining was 11-16 % of the API's busy CPU (--cpu-prof; the same code in a bare node:http process
// under 1 %). Node skips it for a request someone is consuming (`_consuming`, what `read()` sets),
// so that flag is set for requests that cannot have a body; the stream is then collected with the
// request. A request that announces a body (Content-Length, Transfer-Encoding) or an upgrade keeps
// Node's draining, which pulls the body off the wire before the connection's next request.
import type { IncomingMessage } from 'node:http';

export function skipDrainingIfBodiless(request: IncomingMessage): void {
  const { headers } = request;
  if (
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    headers.upgrade === undefined
  )
    (request as IncomingMessage & { _consuming: boolean })._consuming = true;
}

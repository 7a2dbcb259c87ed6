// GET /dev/sms-inbox: the codes the development inbox "sent", newest first, as JSON (or a small
// page for a browser). Mounted only outside production and only while codes go to the inbox,
// and it answers callers on this machine only.
import type { FastifyInstance } from 'fastify';
import type { DevelopmentInbox, InboxMessage } from '../../../adapters/sms/development-inbox';
import { notFound } from '../../../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (messages: InboxMessage[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SMS inbox</title></head><body>
<h1>Development SMS inbox</h1>
<table><thead><tr><th>Sent</th><th>Phone</th><th>Text</th></tr></thead><tbody>
${messages.map((m) => `<tr><td>${escape(m.sentAt)}</td><td>${escape(m.phone)}</td><td>${escape(m.text)}</td></tr>`).join('\n')}
</tbody></table></body></html>`;

export async function devSmsInboxRoutes(app: FastifyInstance, { inbox }: { inbox: DevelopmentInbox }) {
  app.get('/dev/sms-inbox', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) throw notFound(`No route for GET /dev/sms-inbox`);
    reply.header('cache-control', 'no-store');
    const messages = inbox.messages();
    if (request.headers.accept?.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(page(messages));
    return reply.send({ messages });
  });
}

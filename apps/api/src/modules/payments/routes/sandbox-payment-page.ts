// The sandbox engine's payment page (GET /api/v1/payments/sandbox/{id}): what a card form would
// be, clearly marked as a test, with one button that approves and one that declines. Either
// decides the sandbox payment, confirms it through the same read-back as a real engine, and
// sends the customer back to the order's page. Texts are the domain's, in ?locale=, else the
// storefront's language: its app_locale cookie (the page is on the storefront's origin), else the
// storefront's default, Russian, as the storefront itself does.
import type { FastifyInstance } from 'fastify';
import {
  createTranslator,
  DEFAULT_LOCALE,
  domainMessages,
  formatMoney,
  isLocale,
  type Locale,
  type MinorUnits,
} from '@nori/domain';
import type { SandboxPayments, SandboxPaymentView } from '../services/sandbox-payments';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const chooseLocale = (query: unknown, cookie: string | undefined): Locale => {
  const asked = (query as { locale?: unknown } | undefined)?.locale;
  if (isLocale(asked)) return asked;
  const stored = /(?:^|;\s*)app_locale=([a-z]+)/.exec(cookie ?? '')?.[1];
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

// border-box and 100% (not 100vw, which counts a scrollbar): the card and its padding fit a 320 px
// phone, with a 1rem margin either side.
const STYLE = `
:root{color-scheme:dark}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1115;color:#f2f3f5;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:min(26rem,calc(100% - 2rem));overflow-wrap:anywhere;background:#1a1d24;border:1px solid #2a2f3a;border-radius:16px;
padding:1.5rem;box-shadow:0 20px 60px #0008}
.badge{display:inline-block;background:#f5b400;color:#1a1400;font-weight:700;letter-spacing:.06em;
text-transform:uppercase;font-size:.75rem;border-radius:999px;padding:.25rem .75rem}
h1{font-size:1.5rem;margin:.75rem 0 .25rem}
.notice{border:1px dashed #f5b400;border-radius:10px;padding:.75rem;color:#ffd666;margin:1rem 0}
.amount{display:flex;justify-content:space-between;align-items:baseline;margin:1rem 0 1.5rem}
.amount strong{font-size:1.75rem}
form{display:grid;gap:.75rem}
button,a.button{font:inherit;font-weight:600;border-radius:12px;padding:.875rem 1rem;border:0;cursor:pointer;
text-align:center;text-decoration:none}
.approve{background:#2fbf71;color:#06210f}.decline{background:transparent;color:#ff8a8a;border:1px solid #ff8a8a}
a.button{background:#2a2f3a;color:#f2f3f5}
button:focus-visible,a.button:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}`;

export function sandboxPage(view: SandboxPaymentView, locale: Locale, action: string): string {
  const t = createTranslator(domainMessages, locale);
  const amount = formatMoney(view.amount as MinorUnits, view.currency, locale);
  const decision =
    view.state === 'pending'
      ? `<form method="post" action="${escape(action)}">
<button class="approve" type="submit" name="decision" value="approve">${escape(t('payment.sandbox.approve'))}</button>
<button class="decline" type="submit" name="decision" value="decline">${escape(t('payment.sandbox.decline'))}</button>
</form>`
      : `<p>${escape(t('payment.sandbox.decided'))}</p>
<a class="button" href="${escape(view.returnUrl)}">${escape(t('payment.sandbox.back'))}</a>`;
  return `<!doctype html>
<html lang="${locale === 'cnr' ? 'sr-Latn-ME' : locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('payment.sandbox.title'))}</title><style>${STYLE}</style></head>
<body><main>
<span class="badge">TEST</span>
<h1>${escape(t('payment.sandbox.title'))}</h1>
<div>${escape(t('payment.sandbox.order', { number: view.orderNumber }))}</div>
<p class="notice" role="note">${escape(t('payment.sandbox.notice'))}</p>
<div class="amount"><span>${escape(t('payment.sandbox.amount'))}</span><strong>${escape(amount)}</strong></div>
${decision}
</main></body></html>`;
}

export async function sandboxPaymentRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxPayments }) {
  // The page's form posts application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const path = '/api/v1/payments/sandbox/:paymentId';

  app.get<{ Params: { paymentId: string } }>(path, async (request, reply) => {
    const view = await sandbox.view(request.params.paymentId);
    const locale = chooseLocale(request.query, request.headers.cookie);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(view, locale, request.url.split('?')[0] ?? request.url));
  });

  app.post<{ Params: { paymentId: string }; Body: { decision?: string } }>(path, async (request, reply) => {
    const decision = request.body?.decision;
    const returnUrl = await sandbox.decide(request.params.paymentId, decision === 'approve');
    return reply.redirect(returnUrl, 303);
  });
}

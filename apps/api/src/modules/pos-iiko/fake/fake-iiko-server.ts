// A local iiko Cloud: a real HTTP server that speaks the operations Nori uses, as iiko's OpenAPI
// description shapes them, over the state in fake-iiko-state.ts. Tests, the bench and
// `npm run iiko:demo` run it; nothing in production does.
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IikoDeliveryStatus, IikoStopListItem } from '../../../adapters/iiko/iiko-api';
import { FakeIikoState, orderInfoOf } from './fake-iiko-state';

type Body = Record<string, unknown>;
type Answer = { status: number; body: unknown };

const ok = (body: Body): Answer => ({ status: 200, body: { correlationId: randomUUID(), ...body } });
const fail = (status: number, errorDescription: string): Answer => ({
  status,
  body: { correlationId: randomUUID(), errorDescription, error: null },
});
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function answerTokenCall(state: FakeIikoState, path: string, body: Body): Answer | undefined {
  if (path === '/api/1/access_token')
    return state.apiLogins.has(String(body.apiLogin))
      ? ok({ token: state.issueToken() })
      : fail(401, 'Login is not authorized');
  if (path === '/api/v2/access_token')
    return state.apps.get(String(body.appId)) === body.clientSecret &&
      state.apiLogins.has(String(body.apiKey))
      ? ok({ token: state.issueToken() })
      : fail(401, 'Application is not authorized');
  return undefined;
}

function answer(state: FakeIikoState, path: string, body: Body): Answer {
  const organizationIds = strings(body.organizationIds);
  const orgs = state.organizations.filter(
    (org) => organizationIds.length === 0 || organizationIds.includes(org.id),
  );
  switch (path) {
    case '/api/1/organizations':
      return ok({
        organizations: orgs.map(({ id, name }) => ({ id, name, code: null, responseType: 'Simple' })),
      });
    case '/api/1/terminal_groups':
      return ok({
        terminalGroups: orgs.map((org) => ({
          organizationId: org.id,
          items: org.terminalGroups.map(({ id, name }) => ({
            id,
            name,
            organizationId: org.id,
            address: '',
          })),
        })),
        terminalGroupsInSleep: [],
      });
    case '/api/1/terminal_groups/is_alive':
      return ok({
        isAliveStatus: strings(body.terminalGroupIds).flatMap((id) => {
          const org = state.organizations.find((o) => o.terminalGroups.some((group) => group.id === id));
          return org
            ? [{ terminalGroupId: id, organizationId: org.id, isAlive: !!state.terminalGroup(id)?.alive }]
            : [];
        }),
      });
    case '/api/1/nomenclature': {
      const { revision } = state.nomenclature;
      if (Number(body.startRevision ?? 0) >= revision)
        return ok({ groups: [], productCategories: [], products: [], sizes: [], revision });
      return ok({ ...state.nomenclature });
    }
    case '/api/1/stop_lists':
      return ok({
        terminalGroupStopLists: orgs.map((org) => ({
          organizationId: org.id,
          items: org.terminalGroups.map((group) => ({
            terminalGroupId: group.id,
            items: state.stopLists.get(group.id) ?? [],
          })),
        })),
      });
    case '/api/1/deliveries/create': {
      const order = body.order as Parameters<FakeIikoState['createDelivery']>[2] | undefined;
      if (!order?.id || !state.terminalGroup(String(body.terminalGroupId)))
        return fail(400, 'Order id and a known terminalGroupId are required');
      const delivery = state.createDelivery(String(body.organizationId), String(body.terminalGroupId), order);
      if (!delivery) return fail(400, `Order with id ${order.id} already exists`);
      return {
        status: 200,
        body: { correlationId: delivery.correlationId, orderInfo: orderInfoOf(order.id, delivery) },
      };
    }
    case '/api/1/deliveries/by_id':
      return ok({
        orders: strings(body.orderIds).flatMap((id) => {
          const delivery = state.settle(id);
          return delivery ? [orderInfoOf(id, delivery)] : [];
        }),
      });
    case '/api/1/commands/status': {
      const delivery = state.checkCommand(String(body.correlationId));
      if (!delivery) return fail(400, 'Unknown correlationId');
      return {
        status: 200,
        body:
          delivery.creationStatus === 'Error'
            ? {
                state: 'Error',
                errorReason: delivery.errorReason,
                exception: { message: delivery.errorReason },
              }
            : { state: delivery.creationStatus },
      };
    }
    case '/api/1/webhooks/update_settings':
      state.webhooks.set(String(body.organizationId), {
        uri: String(body.webHooksUri),
        authToken: String(body.authToken ?? ''),
      });
      return ok({});
    default:
      return fail(404, `Unknown operation ${path}`);
  }
}

export interface FakeIiko {
  url: string;
  state: FakeIikoState;
  /** Posts an array of webhook events to the organization's registered handler; answers its status. */
  sendWebhook(organizationId: string, events: Body[]): Promise<number>;
  /** The till moves an order, and iiko tells the webhook (DeliveryOrderUpdate). */
  moveOrder(orderId: string, status: IikoDeliveryStatus): Promise<number>;
  /** Puts these items on the terminal group's stop list and sends StopListUpdate. */
  setStopList(terminalGroupId: string, items: IikoStopListItem[]): Promise<number>;
  close(): Promise<void>;
}

export async function startFakeIiko(
  options: { port?: number; host?: string; now?: () => number } = {},
): Promise<FakeIiko> {
  const state = new FakeIikoState(options.now);
  const send = (response: ServerResponse, { status, body }: Answer) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://local').pathname;
      state.calls.push(path);
      const respond = () => {
        if (request.method !== 'POST') return send(response, fail(405, 'POST only'));
        if (state.switches.failNext > 0) {
          state.switches.failNext -= 1;
          return send(response, fail(500, 'Internal server error'));
        }
        let body: Body;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Body;
        } catch {
          return send(response, fail(400, 'Body is not JSON'));
        }
        const tokenAnswer = answerTokenCall(state, path, body);
        if (tokenAnswer) return send(response, tokenAnswer);
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!bearer || !state.tokenValid(bearer))
          return send(response, fail(401, 'Token is expired or invalid'));
        send(response, answer(state, path, body));
      };
      if (state.switches.delayMs > 0) setTimeout(respond, state.switches.delayMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  async function sendWebhook(organizationId: string, events: Body[]): Promise<number> {
    const hook = state.webhooks.get(organizationId);
    if (!hook) throw new Error(`Organization ${organizationId} has no webhook`);
    const response = await fetch(hook.uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: hook.authToken },
      body: JSON.stringify(events),
    });
    await response.body?.cancel();
    return response.status;
  }

  const event = (eventType: string, organizationId: string, eventInfo: unknown) => ({
    eventType,
    eventTime: new Date().toISOString().replace('T', ' ').replace('Z', ''),
    organizationId,
    correlationId: randomUUID(),
    eventInfo,
  });

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    sendWebhook,
    async moveOrder(orderId, status) {
      const delivery = state.moveDelivery(orderId, status);
      const info = orderInfoOf(orderId, delivery);
      return sendWebhook(delivery.organizationId, [
        event('DeliveryOrderUpdate', delivery.organizationId, info),
      ]);
    },
    async setStopList(terminalGroupId, items) {
      state.stopLists.set(terminalGroupId, items);
      const org = state.organizations.find((o) =>
        o.terminalGroups.some((group) => group.id === terminalGroupId),
      );
      if (!org) throw new Error(`No terminal group ${terminalGroupId}`);
      return sendWebhook(org.id, [
        event('StopListUpdate', org.id, {
          terminalGroupsStopListsUpdates: [{ id: terminalGroupId, isFull: true }],
        }),
      ]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

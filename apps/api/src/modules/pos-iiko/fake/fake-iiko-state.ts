// What the local iiko knows: its API logins and tokens, organizations and terminal groups, the
// menu (nomenclature with a revision), stop lists and delivery orders with their commands. The
// switches play iiko's bad days: tokens that expire, a command that never ends, a refused order,
// 5xx answers and slow ones.
import { randomUUID } from 'node:crypto';
import type {
  IikoCreationStatus,
  IikoDeliveryOrder,
  IikoDeliveryStatus,
  IikoStopListItem,
} from '../../../adapters/iiko/iiko-api';

export interface FakeOrganization {
  id: string;
  name: string;
  terminalGroups: { id: string; name: string; alive: boolean }[];
}

export interface FakeDelivery {
  organizationId: string;
  terminalGroupId: string;
  order: IikoDeliveryOrder;
  creationStatus: IikoCreationStatus;
  errorReason?: string;
  correlationId: string;
  status: IikoDeliveryStatus;
  timestamp: number;
}

export interface FakeNomenclature {
  revision: number;
  groups: unknown[];
  productCategories: unknown[];
  products: unknown[];
  sizes: unknown[];
}

/** How the next created order's command ends: at its first status check, or never. */
export type CommandOutcome = 'Success' | 'Error' | 'Stuck';

export interface FakeSwitches {
  /** A token older than this is refused with 401 (iiko's is an hour). */
  tokenTtlMs: number;
  commandOutcome: CommandOutcome;
  /** The next this many calls (token calls included) answer 500. */
  failNext: number;
  /** Every answer waits this long first. */
  delayMs: number;
}

export class FakeIikoState {
  readonly apiLogins = new Set<string>();
  /** Applications for /api/v2/access_token: appId → secret. */
  readonly apps = new Map<string, string>();
  readonly tokens = new Map<string, number>();
  readonly organizations: FakeOrganization[] = [];
  nomenclature: FakeNomenclature = {
    revision: 1,
    groups: [],
    productCategories: [],
    products: [],
    sizes: [],
  };
  /** Per terminal group. */
  readonly stopLists = new Map<string, IikoStopListItem[]>();
  readonly deliveries = new Map<string, FakeDelivery>();
  readonly commands = new Map<string, { orderId: string; checks: number }>();
  readonly webhooks = new Map<string, { uri: string; authToken: string }>();
  readonly switches: FakeSwitches = {
    tokenTtlMs: 3_600_000,
    commandOutcome: 'Success',
    failNext: 0,
    delayMs: 0,
  };
  /** Every call's path, in order (tests count them). */
  readonly calls: string[] = [];
  private clock = 0;

  constructor(private readonly now: () => number = Date.now) {}

  issueToken(): string {
    const token = randomUUID();
    this.tokens.set(token, this.now());
    return token;
  }

  tokenValid(token: string): boolean {
    const issued = this.tokens.get(token);
    return issued !== undefined && this.now() - issued < this.switches.tokenTtlMs;
  }

  /** Every token issued so far stops working (iiko restarted, or an hour passed). */
  expireTokens(): void {
    this.tokens.clear();
  }

  terminalGroup(id: string) {
    return this.organizations.flatMap((org) => org.terminalGroups).find((group) => group.id === id);
  }

  /** deliveries/create: a new order's command starts InProgress; a known id is refused, as iiko does. */
  createDelivery(organizationId: string, terminalGroupId: string, order: IikoDeliveryOrder) {
    if (this.deliveries.has(order.id)) return null;
    const correlationId = randomUUID();
    const delivery: FakeDelivery = {
      organizationId,
      terminalGroupId,
      order,
      creationStatus: 'InProgress',
      correlationId,
      status: 'Unconfirmed',
      timestamp: this.tick(),
    };
    this.deliveries.set(order.id, delivery);
    this.commands.set(correlationId, { orderId: order.id, checks: 0 });
    return delivery;
  }

  /** commands/status: the command ends as the switch said when it was first checked. */
  checkCommand(correlationId: string): FakeDelivery | undefined {
    const command = this.commands.get(correlationId);
    if (!command) return undefined;
    command.checks += 1;
    return this.settle(command.orderId);
  }

  /** The till has had its chance: an order's command ends as the switch says (asked by status or by id). */
  settle(orderId: string): FakeDelivery | undefined {
    const delivery = this.deliveries.get(orderId);
    if (!delivery) return undefined;
    if (delivery.creationStatus === 'InProgress' && this.switches.commandOutcome !== 'Stuck') {
      delivery.creationStatus = this.switches.commandOutcome;
      if (delivery.creationStatus === 'Error') delivery.errorReason = 'Product is in the stop list';
      delivery.timestamp = this.tick();
    }
    return delivery;
  }

  /** The till moves an order on; answers the change's timestamp. */
  moveDelivery(orderId: string, status: IikoDeliveryStatus): FakeDelivery {
    const delivery = this.deliveries.get(orderId);
    if (!delivery) throw new Error(`No order ${orderId} in the local iiko`);
    delivery.status = status;
    delivery.timestamp = this.tick();
    return delivery;
  }

  /** A strictly growing stand-in for iikoTransport's change timestamps. */
  tick(): number {
    this.clock = Math.max(this.clock + 1, this.now());
    return this.clock;
  }
}

/** The order as iiko answers it (deliveries/create, by_id, webhooks). */
export const orderInfoOf = (id: string, delivery: FakeDelivery) => ({
  id,
  posId: null,
  externalNumber: delivery.order.externalNumber,
  organizationId: delivery.organizationId,
  timestamp: delivery.timestamp,
  creationStatus: delivery.creationStatus,
  errorInfo:
    delivery.creationStatus === 'Error'
      ? { code: 'Common', message: delivery.errorReason, description: delivery.errorReason }
      : null,
  order:
    delivery.creationStatus === 'Success'
      ? { status: delivery.status, terminalGroupId: delivery.terminalGroupId, phone: delivery.order.phone }
      : null,
});

// Which online payment engines this server runs, and what that means for a restaurant's offer: a
// restaurant whose engine is not running here (YooKassa without its account, the sandbox switched
// off) offers no online payment, in the catalog and in pricing alike, so a customer never chooses
// what cannot be paid — and never reaches the sandbox's self-approval page in production.
import type { PayConfig } from '@nori/domain';
import type { PaymentConfig } from '../config-payments';
import type { PaymentEngineName } from '../../../db/schema';

export type RunningEngines = Readonly<Record<PaymentEngineName, boolean>>;

export const runningEngines = (config: PaymentConfig): RunningEngines => ({
  SANDBOX: config.sandbox,
  YOOKASSA: config.yookassa !== undefined,
});

export const isRunning = (engines: RunningEngines, payEngine: string): payEngine is PaymentEngineName =>
  Object.hasOwn(engines, payEngine) && engines[payEngine as PaymentEngineName];

/** The restaurant's pay settings as customers are offered them here. */
export const offeredPayConfig = (
  payConfig: PayConfig,
  payEngine: string,
  engines: RunningEngines,
): PayConfig =>
  isRunning(engines, payEngine)
    ? payConfig
    : {
        delivery: { ...payConfig.delivery, cardOnline: '' },
        takeAway: { ...payConfig.takeAway, cardOnline: '' },
      };

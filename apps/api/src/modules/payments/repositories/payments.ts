// Our record of each order's online payment, and the sandbox engine's own ledger (it plays the
// provider, so it keeps the provider's side in tables of its own).
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { payments, restos, sandboxPayments, type PaymentState } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export async function findOrderPayment(db: Database, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export async function findPaymentByProviderId(db: Database, providerPaymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/**
 * Records the payment the engine created; the first record of an order's payment wins. An order
 * has one current payment: paying again replaces the failed one (replacePayment), whose record
 * stays with the engine.
 */
export async function insertPayment(db: Database, payment: PaymentRow): Promise<void> {
  await db.insert(payments).values(payment).onConflictDoNothing();
}

/** Points the order at the payment that replaces its failed one (paying again). */
export async function replacePayment(db: Database, payment: PaymentRow): Promise<void> {
  const { orderId, ...rest } = payment;
  await db.update(payments).set(rest).where(eq(payments.orderId, orderId));
}

export async function setPaymentState(db: Database, orderId: number, state: PaymentState, at: Date) {
  await db.update(payments).set({ state, updatedAt: at }).where(eq(payments.orderId, orderId));
}

export async function insertSandboxPayment(db: Database, payment: SandboxPaymentRow): Promise<void> {
  await db.insert(sandboxPayments).values(payment);
}

export async function findSandboxPayment(db: Database, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** The order's sandbox payment that was not declined (pending or approved), if any. */
export async function findOpenSandboxPaymentOfOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.orderId, orderId), ne(sandboxPayments.state, 'canceled')));
  return row;
}

/** Decides a pending sandbox payment; false when it was already decided. */
export async function decideSandboxPayment(db: Database, id: string, state: PaymentState): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ state })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.state, 'pending')))
    .returning({ state: sandboxPayments.state });
  return rows.length > 0;
}

/** The restaurant's payEngine from the catalog ('SANDBOX', 'YOOKASSA', …); undefined if it is gone. */
export async function findRestoPayEngine(db: Database, restoId: number): Promise<string | undefined> {
  const [row] = await db.select({ payEngine: restos.payEngine }).from(restos).where(eq(restos.id, restoId));
  return row?.payEngine;
}

/** Gives a succeeded sandbox payment's money back (once; a repeat finds it refunded); undefined if it cannot be. */
export async function refundSandboxPayment(db: Database, id: string, amount: number) {
  const [row] = await db
    .update(sandboxPayments)
    .set({ refundedAmount: amount })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.state, 'succeeded'),
        eq(sandboxPayments.amount, amount),
      ),
    )
    .returning();
  return row;
}

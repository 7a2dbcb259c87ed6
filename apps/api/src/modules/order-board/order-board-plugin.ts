// The orders board module (issue 39): the chain's orders for the office, on the staff module's
// guard and the desk's view of an order.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { orderBoardRoutes } from './routes/order-board-routes';
import { createOrderBoard } from './services/order-board';

export async function orderBoardPlugin(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  await app.register(orderBoardRoutes, { board: createOrderBoard(db, now) });
}

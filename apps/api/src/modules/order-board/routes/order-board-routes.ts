// The board's calls: every role, each seeing what its restaurants allow (the service checks).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { requireStaff, signedInStaff } from '../../staff/routes/staff-guard';
import type { OrderBoard } from '../services/order-board';

const anyStaff = { preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR', 'MANAGER'] }) };

export async function orderBoardRoutes(app: FastifyInstance, { board }: { board: OrderBoard }) {
  mountRoute(
    app,
    endpoints.listBoardOrders,
    async ({ query, request }) => board.list(signedInStaff(request), query),
    anyStaff,
  );
  mountRoute(
    app,
    endpoints.getBoardOrder,
    async ({ params, request }) => board.one(signedInStaff(request), params.orderId),
    anyStaff,
  );
}

// The figures call: every role, each seeing the restaurants it may open (the service checks).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { requireStaff, signedInStaff } from '../../staff/routes/staff-guard';
import type { FiguresService } from '../services/figures';

export async function figuresRoutes(app: FastifyInstance, { figures }: { figures: FiguresService }) {
  mountRoute(
    app,
    endpoints.getFigures,
    async ({ query, request }) => figures.read(signedInStaff(request), query),
    { preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR', 'MANAGER'] }) },
  );
}

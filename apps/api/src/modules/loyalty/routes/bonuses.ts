// The person's bonus account (GET /api/v1/persons/{personId}/bonuses): thin, as every route.
import type { FastifyInstance } from 'fastify';
import { getPersonBonuses } from '@nori/contract';
import type { Database } from '../../../db/client';
import { mountRoute } from '../../../http/contract-route';
import { bonusAccount } from '../services/bonus-accounts';

export async function bonusRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  mountRoute(app, getPersonBonuses, async ({ params, query }) =>
    bonusAccount(db, query.whiteLabel, params.personId, now()),
  );
}

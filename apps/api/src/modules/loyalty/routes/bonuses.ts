// The person's bonus account (GET /api/v1/persons/{personId}/bonuses) and their birth date for the
// birthday bonus (PUT …/birthday, once): thin, as every route.
import type { FastifyInstance } from 'fastify';
import { getPersonBonuses, setPersonBirthday } from '@nori/contract';
import type { Database } from '../../../db/client';
import { mountRoute } from '../../../http/contract-route';
import { bonusAccount } from '../services/bonus-accounts';
import { setBirthday } from '../services/birthdays';

export async function bonusRoutes(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  mountRoute(app, getPersonBonuses, async ({ params, query }) =>
    bonusAccount(db, query.whiteLabel, params.personId, now()),
  );
  mountRoute(app, setPersonBirthday, async ({ params, query, body }) =>
    setBirthday(db, query.whiteLabel, params.personId, body.birthDate, now()),
  );
}

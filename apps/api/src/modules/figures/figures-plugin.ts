// The figures module (issue 39): the chain's figures for the office, on the staff module's guard.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { figuresRoutes } from './routes/figures-routes';
import { createFigures } from './services/figures';

export async function figuresPlugin(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(figuresRoutes, { figures: createFigures(db) });
}

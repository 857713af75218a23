import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', async (request, reply) => {
    const startedAt = performance.now();
    try {
      await database.ping();
      return {
        status: 'ok',
        database: { status: 'ok', kind: database.kind, latencyMs: Math.round(performance.now() - startedAt) },
      };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send({ status: 'degraded', database: { status: 'unavailable', kind: database.kind } });
    }
  });
}

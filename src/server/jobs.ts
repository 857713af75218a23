import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` until the app closes. A run never overlaps
 * the previous one, and a failure is logged, not fatal.
 */
export function every(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<unknown>): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

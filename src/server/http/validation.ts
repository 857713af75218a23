import type { z } from 'zod';
import { HttpError } from './http-error';

/** Parses a request body with the shared schema; the first problem becomes a 400 with its message. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, `${where}${issue?.message ?? 'Invalid request body'}`);
  }
  return result.data;
}

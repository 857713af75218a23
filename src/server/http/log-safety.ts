import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const WITHHELD = '[withheld from the log]';
/** Deep enough for a driver error wrapped by the ORM wrapped by our own code. */
const MAX_CAUSES = 4;

/** What PostgreSQL (pg and PGlite) says about a failure without quoting the row: never `detail`, which does. */
const databaseFields = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * A query error (Drizzle's) carries the SQL and its parameters, password
 * hashes and emails among them, in its message, stack and fields; a JSON
 * SyntaxError quotes the body it could not parse. Their messages are withheld.
 */
export function loggableMessage(error: Error): string {
  return 'params' in error || error instanceof SyntaxError ? WITHHELD : error.message;
}

/** The stack's frames alone: its first line repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Pino's `err` serializer, built from an allow-list so no field we have not read can carry a secret into the log. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  // Something thrown that is not an Error could be anything, a request body included.
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: loggableMessage(error),
    stack: framesOf(error),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of [...databaseFields, 'statusCode']) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number') serialized[field] = fields[field];
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** A request as logged: the path without its query, which may carry a reset or newsletter token. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Body fields that must never reach the log, should anyone ever log a body or a row. */
const secretFields = [
  'password',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'clientSecret',
  'client_secret',
  'card',
  'textBody',
  'htmlBody',
];

export function loggerOptions(config: AppConfig, stream?: Writable) {
  const base = {
    level: config.logLevel,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'body',
      '*.body',
      ...secretFields,
      ...secretFields.map((field) => `*.${field}`),
    ],
    serializers: { err: serializeError, req: serializeRequest },
  };
  if (stream) return { ...base, stream };
  return config.env === 'development' ? { ...base, transport: { target: 'pino-pretty' } } : base;
}

import { z } from 'zod';
import { dateRangeInOrder, dateRangeShape, pageNumberSchema } from './report-query';

const auditActorKinds = ['staff', 'member', 'system', 'cli'] as const;

const auditFilterShape = {
  /** An action, or the start of one: "member." finds every member action. */
  action: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]{1,80}$/)
    .optional(),
  actorKind: z.enum(auditActorKinds).optional(),
  /** Part of the actor's email, or their id. */
  actor: z.string().trim().max(254).optional(),
  subjectId: z.string().trim().max(100).optional(),
  ...dateRangeShape,
};

/** GET /api/admin/audit and its CSV export: who did what, when, from where. */
export const auditFilterSchema = z
  .strictObject(auditFilterShape)
  .refine(dateRangeInOrder, { message: 'from must not be after to', path: ['to'] });
export const auditListQuerySchema = z
  .strictObject({ ...auditFilterShape, page: pageNumberSchema })
  .refine(dateRangeInOrder, { message: 'from must not be after to', path: ['to'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export interface AuditRow {
  id: number;
  at: string;
  actorKind: (typeof auditActorKinds)[number];
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  subjectKind: string | null;
  subjectId: string | null;
  reason: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}

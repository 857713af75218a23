import { z } from 'zod';
import { newsletters } from '../newsletter';
import { subscriberStatuses } from './report-options';
import { pageNumberSchema } from './report-query';

const subscriberFilterShape = {
  status: z.enum(subscriberStatuses).optional(),
  newsletter: z.enum(newsletters).optional(),
  /** Part of the address. */
  q: z.string().trim().max(254).optional(),
};

/** GET /api/admin/newsletter/subscribers and its CSV export. */
export const subscriberFilterSchema = z.strictObject(subscriberFilterShape);
export const subscriberListQuerySchema = z.strictObject({ ...subscriberFilterShape, page: pageNumberSchema });
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** A subscription with its consent record. */
export interface SubscriberRow {
  id: string;
  email: string;
  newsletter: string;
  locale: string;
  status: (typeof subscriberStatuses)[number];
  subscribedAt: string;
  sourcePage: string | null;
  consentTextVersion: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** POST /api/admin/newsletter/subscribers/:id/unsubscribe: the reader asked staff to take them off. */
export const unsubscribeOnRequestSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });

import { z } from 'zod';
import { dateRangeInOrder, dateRangeShape } from './report-query';

/** The CSV files the back office exports. */
export const exportKinds = ['members', 'payments', 'invoices', 'subscribers'] as const;
export type ExportKind = (typeof exportKinds)[number];

const invoiceKinds = ['invoice', 'credit-note'] as const;

export const memberStatuses = ['active', 'expiring', 'expired'] as const;

/** The members export's filters, as the members page shows them. */
export const memberExportFilterSchema = z.strictObject({
  status: z.enum(memberStatuses).optional(),
  tier: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[a-z-]{2,40}$/)
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export type MemberExportFilter = z.infer<typeof memberExportFilterSchema>;

/** The invoices export: documents issued in a range of days, of one kind or both. */
export const invoiceExportFilterSchema = z
  .strictObject({ kind: z.enum(invoiceKinds).optional(), ...dateRangeShape })
  .refine(dateRangeInOrder, { message: 'from must not be after to', path: ['to'] });
export type InvoiceExportFilter = z.infer<typeof invoiceExportFilterSchema>;

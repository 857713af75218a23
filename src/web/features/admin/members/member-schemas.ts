import {
  directoryVisibilitySchema,
  membershipDatesSchema,
  reasonOnlySchema,
  refundRequestSchema,
  resendInvoiceSchema,
} from '@shared/admin/member-operations';

/** The server's schemas for each action's body, loaded (with zod) on a dialog's first submit rather than with the page. */
export const memberSchemas = {
  membershipDates: membershipDatesSchema,
  reasonOnly: reasonOnlySchema,
  directory: directoryVisibilitySchema,
  resendInvoice: resendInvoiceSchema,
  refund: refundRequestSchema,
};

export type MemberSchemaName = keyof typeof memberSchemas;

import { z } from 'zod';

/** The longest note a member may add to a deletion request. */
export const DELETION_MESSAGE_MAX = 2000;

/** POST /api/account/deletion-request, and the same form posted without JavaScript: an optional note to staff. */
export const deletionRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .max(DELETION_MESSAGE_MAX)
    .optional()
    .transform((message) => message || undefined),
});

/** The member's open request, if any: GET and POST answer it. */
export interface DeletionRequestStatus {
  requestedAt: string | null;
}

import { z } from 'zod';

/** Where a browser reports a page that failed to render after it loaded. */
export const clientErrorsUrl = '/api/client-errors';

/** What the browser sends: bounded, and no more than the error and the page it happened on. */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().max(500),
  stack: z.string().max(4000).optional(),
  path: z.string().max(300).regex(/^\//, 'must be a path on this site'),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

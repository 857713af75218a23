/** Where a browser reports a page that failed to render after it loaded. */
export const clientErrorsUrl = '/api/client-errors';

/**
 * What the browser sends: the error and the page it happened on, no more.
 * This module stays free of zod, since the reporter is in every page's first
 * load; the server validates with `clientErrorReportSchema`.
 */
export interface ClientErrorReport {
  message: string;
  /** The stack's lines: every body the server takes is free of control characters, line breaks included. */
  stack?: string[] | undefined;
  path: string;
}

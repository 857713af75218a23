import { clientErrorsUrl, type ClientErrorReport } from '@shared/client-errors';

const reported = new Set<string>();
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]+/g;

const withoutControlCharacters = (text: string) => text.replace(controlCharacters, ' ').trim();

/** The stack as at most 40 trimmed lines, the shape the server takes. */
function stackLines(stack: string): string[] {
  return stack
    .split('\n')
    .map((line) => withoutControlCharacters(line).slice(0, 300))
    .filter(Boolean)
    .slice(0, 40);
}

/**
 * Tells the server a page failed to render, so the error reaches the logs
 * instead of staying in one visitor's console. The path goes without its
 * query, which may hold a token (a password-reset link, say).
 */
export function reportRenderError(error: unknown): void {
  const report: ClientErrorReport = {
    message: withoutControlCharacters(error instanceof Error ? error.message : String(error)).slice(0, 500),
    stack: error instanceof Error && error.stack ? stackLines(error.stack) : undefined,
    path: window.location.pathname.slice(0, 300),
  };
  // React renders a failed tree once more before giving up; one report of each error on each page is enough.
  const key = `${report.path}\n${report.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  const body = JSON.stringify(report);
  const beaconed = navigator.sendBeacon?.(clientErrorsUrl, new Blob([body], { type: 'application/json' }));
  if (!beaconed) {
    void fetch(clientErrorsUrl, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
}

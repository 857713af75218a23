/**
 * An error from our API. `message` is '{status}: {body or status text}';
 * `serverMessage` is the message for people from a JSON error body, when the
 * body could be read as one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
  }
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let serverMessage: string | undefined;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') serverMessage = body.error.message;
  } catch {
    // Not JSON: only the status and raw text are known.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage);
}

/**
 * The shared helper for API calls: JSON in and out, cookies included, the
 * page's language as Accept-Language so the server answers in it. A non-OK
 * answer becomes an ApiError with the server's message.
 */
export async function apiRequest<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

/**
 * Cross-site request forgery protection for requests that ride on the session
 * cookie. Browsers send Sec-Fetch-Site on every request (and Origin on every
 * POST, PATCH and DELETE); a request another site made carries a foreign value,
 * which is refused. SameSite=Lax on the cookie is the second line.
 */
export function assertSameOrigin(request: FastifyRequest, siteOrigin: string): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpError(403, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`) {
    throw new HttpError(403, 'Cross-site requests are not allowed.');
  }
}

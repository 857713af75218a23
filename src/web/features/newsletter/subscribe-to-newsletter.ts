import type { NewsletterSubscriptionInput } from '@shared/newsletter';
import { apiRequest } from '@web/lib/api-request';

export function subscribeToNewsletter(input: NewsletterSubscriptionInput): Promise<{ status: string }> {
  return apiRequest('POST', '/api/newsletter-subscriptions', input);
}

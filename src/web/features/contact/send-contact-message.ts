import type { ContactMessageInput, ContactMessageResponse } from '@shared/contact-message';
import { apiRequest } from '@web/lib/api-request';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResponse> {
  return apiRequest('POST', '/api/contact-messages', input);
}

import { ContactMessageForm } from '@web/features/contact/contact-message-form';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('contact-message', ContactMessageForm);

import { eventRegistrationMessages } from '@web/features/event-registration/event-registration-messages';
import { RegistrationForm } from '@web/features/event-registration/registration-form';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('event-registration-form', RegistrationForm, { catalogs: [eventRegistrationMessages] });

import { eventRegistrationMessages } from '@web/features/event-registration/event-registration-messages';
import { LiveAvailability } from '@web/features/event-registration/live-availability';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('event-availability', LiveAvailability, { catalogs: [eventRegistrationMessages] });

import { eventRegistrationMessages } from '@web/features/event-registration/event-registration-messages';
import { OfferAcceptance } from '@web/features/event-registration/offer-acceptance';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('event-offer', OfferAcceptance, { catalogs: [eventRegistrationMessages] });

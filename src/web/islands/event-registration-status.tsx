import { eventRegistrationMessages } from '@web/features/event-registration/event-registration-messages';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { RegistrationStatus } from '@web/features/event-registration/registration-status';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('event-registration-status', withQueryProvider(RegistrationStatus), {
  catalogs: [paymentMethodCatalog, eventRegistrationMessages],
});

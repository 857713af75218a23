import { AccountRegistrations } from '@web/features/event-registration/account-registrations';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('account-event-registrations', withQueryProvider(AccountRegistrations));

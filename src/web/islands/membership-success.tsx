import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { MembershipSuccess } from '@web/features/checkout/success/membership-success';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';
import { paymentFormCatalog } from '@web/components/payment/payment-form-catalog';
import { successCatalog } from '@web/features/checkout/success/success-catalog';

export default defineIsland('membership-success', withQueryProvider(MembershipSuccess), {
  catalogs: [paymentMethodCatalog, paymentFormCatalog, successCatalog],
});

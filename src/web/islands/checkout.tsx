import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { checkoutCatalog } from '@web/features/checkout/checkout-catalog';
import { CheckoutPage } from '@web/features/checkout/checkout-page';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('checkout', withQueryProvider(CheckoutPage), {
  catalogs: [paymentMethodCatalog, checkoutCatalog],
});

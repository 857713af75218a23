import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { CheckoutPage } from '@web/features/checkout/checkout-page';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';
import { paymentFormCatalog } from '@web/features/checkout/payment-form-catalog';

export default defineIsland('checkout', withQueryProvider(CheckoutPage), { catalogs: [paymentFormCatalog, bankTransferCatalog] });

import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { BankTransferView } from '@web/features/bank-transfers/bank-transfer-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('bank-transfer', withQueryProvider(BankTransferView), { catalogs: [bankTransferCatalog] });

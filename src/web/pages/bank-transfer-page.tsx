import { HeadedPage } from '@web/components/headed-page';
import bankTransfer from '@web/islands/bank-transfer';
import { Island } from '@web/page-runtime/island';

export default function BankTransferPage() {
  return (
    <HeadedPage page="bankTransfer" narrow>
      <Island of={bankTransfer} props={{}} />
    </HeadedPage>
  );
}

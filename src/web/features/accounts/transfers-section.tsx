import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { fetchBankTransfers } from '@web/components/bank-transfer/bank-transfer-api';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { TransferInstructions, TransferInvoiceLinks } from '@web/components/bank-transfer/transfer-instructions';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';

/**
 * The member's bank transfers still awaiting payment, each with how to pay it
 * and its invoice: shown above everything else, since the membership waits
 * for it. Nothing when no transfer waits.
 */
export function TransfersSection() {
  const text = useMessages(bankTransferCatalog);
  const method = useMessages(paymentMethodCatalog);
  const transfers = useQuery({ queryKey: ['account', 'bank-transfers'], queryFn: fetchBankTransfers });
  const open = transfers.data?.filter((transfer) => transfer.status === 'open') ?? [];
  if (open.length === 0) return null;
  return (
    <>
      {open.map((transfer) => (
        <Card key={transfer.id} className="grid gap-5 border-primary">
          <h2 className="flex items-center gap-2 text-xl font-semibold text-fg">
            <Landmark className="size-5 text-primary" aria-hidden="true" />
            {text('account.heading')}
          </h2>
          <p className="text-sm text-fg-muted">
            {text('instructions.method')}: {method('method.bank_transfer')}
          </p>
          <TransferInstructions transfer={transfer} />
          <p className="text-sm text-fg-muted">{text('instructions.referenceNote')}</p>
          <TransferInvoiceLinks transfer={transfer} />
        </Card>
      ))}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@shared/format/dates';
import { fetchBankTransfers } from '@web/components/bank-transfer/bank-transfer-api';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { TransferInstructions, TransferInvoiceLinks } from '@web/components/bank-transfer/transfer-instructions';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { usePageLocation, useSearchParams } from '@web/page-runtime/page-location';
import { useSession } from '@web/lib/use-session';

/**
 * After ordering by bank transfer: the invoice's payment instructions for the
 * signed-in buyer (ordering signed them in). The transfer named in the query,
 * or the newest one awaiting payment; the member area shows the same.
 */
export function BankTransferView() {
  const text = useMessages(bankTransferCatalog);
  const locale = useLocale();
  const session = useSession();
  const [params] = useSearchParams();
  const transfers = useQuery({ queryKey: ['bank-transfers'], queryFn: fetchBankTransfers, enabled: session.status === 'signed-in' });
  const location = usePageLocation();
  const here = encodeURIComponent(`${location.pathname}${location.search}`);
  const toAccount = (
    <LocalizedLink to="/account" className="justify-self-start font-semibold text-primary underline">
      {text('instructions.toAccount')}
    </LocalizedLink>
  );

  if (session.status === 'signed-out') {
    return (
      <Card className="grid gap-4 text-center">
        <p className="text-fg">{text('instructions.signIn')}</p>
        <LocalizedLink to={`/login?next=${here}`} className="font-semibold text-primary underline">
          {text('instructions.toAccount')}
        </LocalizedLink>
      </Card>
    );
  }
  if (session.status === 'unknown' || transfers.isPending) return <Spinner label={text('instructions.heading')} />;
  const wanted = params.get('transfer');
  const transfer =
    transfers.data?.find((candidate) => candidate.id === wanted) ?? transfers.data?.find((candidate) => candidate.status === 'open');
  if (!transfer) {
    return (
      <Card className="grid gap-4">
        <p className="text-fg">{text('instructions.none')}</p>
        {toAccount}
      </Card>
    );
  }
  return (
    <Card className="grid gap-6">
      <h2 className="text-xl font-semibold text-fg">{text('instructions.heading')}</h2>
      <p className="text-fg">
        {text('instructions.intro', {
          // Left to right in any sentence: the Arabic page would otherwise put 000001 before 2026.
          number: `\u2066${transfer.invoiceNumber}\u2069`,
          dueDate: formatDate(transfer.dueDate, locale, 'long'),
        })}
      </p>
      <TransferInstructions transfer={transfer} />
      <p className="rounded-xl bg-primary/5 p-4 text-sm text-fg">{text('instructions.referenceNote')}</p>
      <p className="text-sm text-fg-muted">{text('instructions.startsWhenPaid')}</p>
      <TransferInvoiceLinks transfer={transfer} />
      {toAccount}
    </Card>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { statementLines, type StatementLine } from '@shared/bank-transfers/bank-transfer';
import { groupsOfFour } from '@shared/bank-transfers/groups-of-four';
import { formatAmount } from '@shared/format/numbers';
import { centsToEuroString } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';

const cell = 'px-3 py-2 align-top text-sm text-fg';

/**
 * Finance uploads the chamber's CSV statement: the server matches its lines
 * to open invoices by RF reference and amount and shows the preview; one press
 * then records every match through the same path as recording one by hand.
 */
export function StatementImport() {
  const text = useMessages(adminBankTransfersText);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const fileId = useDomId();
  const [csv, setCsv] = useState<string | undefined>();
  const [lines, setLines] = useState<StatementLine[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async ({ csv: content, apply }: { csv: string; apply: boolean }) => {
    const body = { lines: statementLines(content), apply };
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await apiRequest<{ lines: StatementLine[] }>('POST', '/api/admin/bank-transfers/statement', body);
      setLines(answer.lines);
      if (apply) await queryClient.invalidateQueries({ queryKey: ['admin', 'bank-transfers'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setBusy(false);
    }
  };

  const preview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('statement');
    if (!(file instanceof File) || file.size === 0) return;
    const content = await file.text();
    setCsv(content);
    await send({ csv: content, apply: false });
  };

  const matches = lines?.filter((line) => line.match && !line.recorded).length ?? 0;
  const money = (cents: number | null) => (cents === null ? '' : formatAmount(Number(centsToEuroString(cents)), 'eur', locale));
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold text-fg">{text('statement.heading')}</h2>
      <p className="text-sm text-fg-muted">{text('statement.intro')}</p>
      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => void preview(event)}
        className="grid grid-cols-1 items-end gap-4 sm:grid-cols-[1fr_auto]"
      >
        <FormField id={fileId} label={text('statement.file')} error={undefined}>
          <input id={fileId} name="statement" type="file" accept=".csv,text/csv" required className={`${inputClass} py-2`} />
        </FormField>
        <Button type="submit" variant="outline" disabled={busy}>
          <Upload aria-hidden="true" />
          {text('statement.preview')}
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
          {failure}
        </p>
      ) : null}
      {lines ? (
        <>
          <p className="text-sm text-fg" aria-live="polite">
            {text('statement.none', {
              matched: lines.filter((line) => line.match).length,
              unmatched: lines.filter((line) => !line.match).length,
            })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="text-xs text-fg-muted">
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {text('statement.line')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {text('columns.reference')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {text('columns.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {text('columns.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.line} className="border-t border-border">
                    <th scope="row" className={`${cell} text-start font-normal tabular-nums`}>
                      {line.line}
                    </th>
                    <td className={cell}>
                      <span dir="ltr" className="font-mono">
                        {line.reference ? groupsOfFour(line.reference) : '—'}
                      </span>
                    </td>
                    <td className={`${cell} text-end tabular-nums`}>
                      <bdi>{money(line.amountCents)}</bdi>
                    </td>
                    <td className={cell}>
                      {line.match
                        ? text('statement.matched', { number: line.match.invoiceNumber, company: line.match.companyName })
                        : text('statement.unmatched', { reason: line.unmatched ?? 'unreadable' })}
                      {line.recorded ? (
                        <span className="block font-semibold">{text('statement.recorded', { outcome: line.recorded })}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {matches > 0 && csv ? (
            <Button type="button" disabled={busy} onClick={() => void send({ csv, apply: true })} className="justify-self-start">
              {text('statement.apply', { count: matches })}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

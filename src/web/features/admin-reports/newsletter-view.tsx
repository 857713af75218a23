import { useState } from 'react';
import type { SubscriberRow } from '@shared/admin-reports/subscribers';
import { subscriberStatuses } from '@shared/admin-reports/report-options';
import { newsletters } from '@shared/newsletters';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { InputFilter, SelectFilter } from './filter-form';
import { formatDay, leftToRight } from './report-format';
import { ReportLayout } from './report-layout';
import { reportsCatalog } from './reports-catalog';
import { bodyCell, headerCell, TableRegion } from './table-region';
import { UnsubscribeForm } from './unsubscribe-form';
import { useReportFilters } from './use-report-filters';

const filterNames = ['status', 'newsletter', 'q'] as const;

/** Newsletter subscribers with their consent record; a reader who asks is unsubscribed here. */
export function NewsletterView() {
  const text = useMessages(reportsCatalog);
  const { filters, list, applyFilters, goToPage, withFilters } = useReportFilters<SubscriberRow>(
    '/api/admin/newsletter/subscribers',
    filterNames,
  );
  const [unsubscribing, setUnsubscribing] = useState<SubscriberRow>();
  const [notice, setNotice] = useState<string>();
  return (
    <ReportLayout
      exportHref={withFilters('/api/admin/exports/subscribers.csv')}
      onApply={applyFilters}
      filters={
        <>
          <SelectFilter
            name="status"
            label={text('newsletter.status')}
            value={filters.get('status')}
            options={subscriberStatuses.map((status) => ({ value: status, label: text('newsletter.statusName', { status }) }))}
          />
          <SelectFilter
            name="newsletter"
            label={text('newsletter.newsletter')}
            value={filters.get('newsletter')}
            options={newsletters.map((newsletter) => ({ value: newsletter, label: newsletter }))}
          />
          <InputFilter name="q" type="search" label={text('newsletter.email')} value={filters.get('q')} />
        </>
      }
      afterFilters={
        <>
          <p role="status" className="text-sm font-medium text-fg empty:hidden">
            {notice}
          </p>
          {unsubscribing ? (
            <UnsubscribeForm
              key={unsubscribing.id}
              subscriber={unsubscribing}
              onDone={(message) => {
                setUnsubscribing(undefined);
                setNotice(message);
              }}
            />
          ) : null}
        </>
      }
      list={list}
      onPage={goToPage}
    >
      {(rows) => <SubscribersTable rows={rows} onUnsubscribe={setUnsubscribing} />}
    </ReportLayout>
  );
}

function SubscribersTable({ rows, onUnsubscribe }: { rows: SubscriberRow[]; onUnsubscribe: (row: SubscriberRow) => void }) {
  const text = useMessages(reportsCatalog);
  const locale = useLocale();
  return (
    <TableRegion name={text('newsletter.table')}>
      <table className="w-full min-w-[40rem] text-sm">
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              {text('newsletter.email')}
            </th>
            <th scope="col" className={headerCell}>
              {text('newsletter.status')}
            </th>
            <th scope="col" className={headerCell}>
              {text('newsletter.consent')}
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">{text('newsletter.unsubscribe')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                <bdi>{row.email}</bdi>
                <span className="block text-xs font-normal text-fg-muted">
                  <bdi>{row.newsletter}</bdi> · {row.locale}
                </span>
              </th>
              <td className={bodyCell}>{text('newsletter.statusName', { status: row.status })}</td>
              <td className={`${bodyCell} text-xs text-fg-muted`}>
                <span className="block">{text('newsletter.subscribedAt', { date: formatDay(row.subscribedAt, locale) })}</span>
                <span className="block">
                  {row.sourcePage ? text('newsletter.fromPage', { page: leftToRight(row.sourcePage) }) : text('newsletter.unknownPage')}
                </span>
                <span className="block">
                  {row.confirmedAt
                    ? text('newsletter.confirmedAt', { date: formatDay(row.confirmedAt, locale) })
                    : text('newsletter.notConfirmed')}
                </span>
                {row.consentTextVersion ? (
                  <span className="block">{text('newsletter.textVersion', { version: leftToRight(row.consentTextVersion) })}</span>
                ) : null}
                {row.unsubscribedAt ? (
                  <span className="block">{text('newsletter.unsubscribedAt', { date: formatDay(row.unsubscribedAt, locale) })}</span>
                ) : null}
              </td>
              <td className={`${bodyCell} text-end`}>
                {row.status === 'unsubscribed' ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onUnsubscribe(row)}
                    aria-label={text('newsletter.unsubscribeFor', { email: row.email })}
                  >
                    {text('newsletter.unsubscribe')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

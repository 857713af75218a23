import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { eventRoles, type AdminEventDetail, type AdminEventRegistration } from '@shared/admin/event-constants';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { formatDate } from '@shared/format/dates';
import { formatNumber } from '@shared/format/numbers';
import { pagePath } from '@shared/routes';
import { roleAllows } from '@shared/staff-roles';
import { Badge } from '@web/components/ui/badge';
import { buttonStyles } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { useStaff } from '@web/features/admin/use-staff';
import { adminEventsText } from './admin-events-text';
import { clockTime, euros } from './event-format';
import { AddRegistrationDialog, CancelRegistrationDialog } from './registration-dialogs';
import { bodyCell, headerCell, ScrollingTable } from './scrolling-table';

const statusTone = {
  confirmed: 'primary',
  held: 'accent',
  offered: 'accent',
  waitlisted: 'secondary',
  cancelled: 'neutral',
  lapsed: 'neutral',
} as const;

/** One event's figures, registrations and waitlist, with the attendee file and the actions the role allows. */
export function EventDetail({ eventId }: { eventId: string }) {
  const text = useMessages(adminEventsText);
  const { staff } = useStaff();
  const queryKey = ['admin', 'events', eventId] as const;
  const detail = useQuery({ queryKey, queryFn: () => apiRequest<AdminEventDetail>('GET', eventRegistrationApi.adminEvent(eventId)) });
  const manage = roleAllows(staff.role, eventRoles.manage);
  return (
    <div className="grid gap-6">
      <LocalizedLink
        to={pagePath('adminEvents')}
        className="inline-flex w-fit items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {text('detail.back')}
      </LocalizedLink>
      {detail.isPending ? (
        <Spinner label={text('list.title')} />
      ) : detail.isError ? (
        <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
          {detail.error instanceof ApiError && detail.error.status === 404 ? text('detail.notFound') : detail.error.message}
        </p>
      ) : (
        <>
          <EventFigures detail={detail.data} />
          <div className="flex flex-wrap gap-3">
            {manage ? <AddRegistrationDialog event={detail.data.event} refreshKey={queryKey} /> : null}
            <a href={eventRegistrationApi.adminAttendeesCsv(eventId)} download className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Download aria-hidden="true" />
              {text('detail.csv')}
            </a>
          </div>
          <RegistrationsTable
            heading={text('detail.registrations')}
            empty={text('detail.registrationsEmpty')}
            rows={detail.data.registrations}
            manage={manage}
            refreshKey={queryKey}
          />
          <RegistrationsTable
            heading={text('detail.waitlistHeading')}
            empty={text('detail.waitlistEmpty')}
            rows={detail.data.waitlist}
            manage={manage}
            refreshKey={queryKey}
            ordered
          />
        </>
      )}
    </div>
  );
}

function EventFigures({ detail: { event } }: { detail: AdminEventDetail }) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const price = (cents: number | null) =>
    cents === null ? text('detail.membersOnly') : cents === 0 ? text('detail.free') : euros(cents, locale);
  const figures = [
    ['capacity', number(event.capacity)],
    ['seatsLeft', number(event.seatsLeft)],
    ['confirmed', number(event.confirmedSeats)],
    ['checkedIn', number(event.checkedInSeats)],
    ['waitlist', number(event.waitlistLength)],
    ['revenue', euros(event.revenueCents, locale)],
  ] as const;
  return (
    <section aria-labelledby="event-figures" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="event-figures" className="text-2xl font-semibold text-fg">
          {event.title}
        </h2>
        <p className="text-fg-muted">
          {formatDate(event.date, locale, 'long')} ·{' '}
          {text('detail.prices', { member: price(event.memberPriceCents), nonMember: price(event.nonMemberPriceCents) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label={text('detail.figures.label')}>
        {figures.map(([key, value]) => (
          <div key={key} className="grid gap-1 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm">
            <dt className="text-xs font-medium text-fg-muted">{text(`detail.figures.${key}`)}</dt>
            <dd className="text-xl font-semibold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface RegistrationsTableProps {
  heading: string;
  empty: string;
  rows: AdminEventRegistration[];
  manage: boolean;
  refreshKey: readonly unknown[];
  /** The waitlist: rows numbered by their place in line. */
  ordered?: boolean;
}

function RegistrationsTable({ heading, empty, rows, manage, refreshKey, ordered = false }: RegistrationsTableProps) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold text-fg">
        {heading} <span className="text-base font-normal text-fg-muted">({formatNumber(rows.length, locale)})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-fg-muted">{empty}</p>
      ) : (
        <Card className="grid gap-3">
          <ScrollingTable label={heading} className="min-w-[64rem]">
            <thead>
              <tr>
                {ordered ? (
                  <th scope="col" className={`${headerCell} text-end`}>
                    {text('detail.columns.position')}
                  </th>
                ) : null}
                <th scope="col" className={headerCell}>
                  {text('detail.columns.name')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('detail.columns.status')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('detail.columns.seats')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('detail.columns.needs')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('detail.columns.price')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('detail.columns.paid')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('detail.columns.checkedIn')}
                </th>
                {manage ? (
                  <th scope="col" className={headerCell}>
                    {text('detail.columns.actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} className="border-t border-border">
                  {ordered ? <td className={`${bodyCell} text-end tabular-nums`}>{formatNumber(index + 1, locale)}</td> : null}
                  <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                    <bdi className="block">{row.name}</bdi>
                    <bdi className="block text-xs font-normal text-fg-muted">{row.email}</bdi>
                    {row.company ? <bdi className="block text-xs font-normal text-fg-muted">{row.company}</bdi> : null}
                  </th>
                  <td className={bodyCell}>
                    <Badge tone={statusTone[row.status]}>{text('detail.status', { status: row.status })}</Badge>
                    {row.addedByStaff ? <span className="mt-1 block text-xs text-fg-muted">{text('detail.addedByStaff')}</span> : null}
                    {row.cancelledBy ? (
                      <span className="mt-1 block max-w-60 text-xs text-fg-muted">
                        {text('detail.cancelledBy', { by: row.cancelledBy, reason: row.cancelReason ?? '' })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${bodyCell} text-end tabular-nums`}>{formatNumber(row.seats, locale)}</td>
                  <td className={`${bodyCell} max-w-60`}>{row.needs ?? <span className="text-fg-muted">{text('detail.none')}</span>}</td>
                  <td className={`${bodyCell} text-end whitespace-nowrap`}>
                    {euros(row.amountCents, locale)}
                    <span className="block text-xs text-fg-muted">{text('detail.priceKind', { kind: row.priceKind })}</span>
                  </td>
                  <td className={`${bodyCell} text-end whitespace-nowrap`}>
                    {euros(row.paidCents, locale)}
                    {row.refundedCents > 0 ? (
                      <span className="block text-xs text-fg-muted">
                        {text('detail.refunded', { amount: euros(row.refundedCents, locale) })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {row.checkedInAt ? (
                      clockTime(row.checkedInAt, locale)
                    ) : (
                      <span className="text-fg-muted">{text('detail.notCheckedIn')}</span>
                    )}
                  </td>
                  {manage ? (
                    <td className={bodyCell}>
                      {row.status === 'cancelled' || row.status === 'lapsed' ? null : (
                        <CancelRegistrationDialog registration={row} refreshKey={refreshKey} />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </Card>
      )}
    </section>
  );
}

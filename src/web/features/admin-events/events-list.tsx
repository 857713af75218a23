import { useQuery } from '@tanstack/react-query';
import { ScanLine } from 'lucide-react';
import type { AdminEventSummary } from '@shared/admin/event-constants';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { formatDate } from '@shared/format/dates';
import { formatNumber } from '@shared/format/numbers';
import { pagePath, pathTo } from '@shared/routes';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest } from '@web/lib/api-request';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { useStaff } from '@web/features/admin/use-staff';
import { roleAllows } from '@shared/staff-roles';
import { eventRoles } from '@shared/admin/event-constants';
import { adminEventsText } from './admin-events-text';
import { euros } from './event-format';
import { bodyCell, headerCell, ScrollingTable } from './scrolling-table';

export const adminEventsQueryKey = ['admin', 'events'] as const;

/** Every event with online registration and its figures; each links to its registrations. */
export function EventsList() {
  const text = useMessages(adminEventsText);
  const { staff } = useStaff();
  const list = useQuery({
    queryKey: adminEventsQueryKey,
    queryFn: () => apiRequest<AdminEventSummary[]>('GET', eventRegistrationApi.adminEvents),
  });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-fg-muted">{text('list.intro')}</p>
        {roleAllows(staff.role, eventRoles.checkIn) ? (
          <ButtonLink to={pagePath('adminCheckIn')} variant="outline">
            <ScanLine aria-hidden="true" />
            {text('list.checkInLink')}
          </ButtonLink>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner label={text('list.title')} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : list.data.length === 0 ? (
        <p className="text-fg-muted">{text('list.empty')}</p>
      ) : (
        <EventsTable rows={list.data} />
      )}
    </div>
  );
}

function EventsTable({ rows }: { rows: AdminEventSummary[] }) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <Card className="grid gap-3">
      <ScrollingTable label={text('list.title')} className="min-w-[56rem]">
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              {text('list.columns.event')}
            </th>
            <th scope="col" className={headerCell}>
              {text('list.columns.date')}
            </th>
            <th scope="col" className={`${headerCell} text-end`}>
              {text('list.columns.seats')}
            </th>
            <th scope="col" className={`${headerCell} text-end`}>
              {text('list.columns.seatsLeft')}
            </th>
            <th scope="col" className={headerCell}>
              {text('list.columns.confirmed')}
            </th>
            <th scope="col" className={`${headerCell} text-end`}>
              {text('list.columns.waitlist')}
            </th>
            <th scope="col" className={`${headerCell} text-end`}>
              {text('list.columns.revenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.eventId} className="border-t border-border">
              <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                <LocalizedLink
                  to={pathTo('adminEvent', { eventId: row.eventId })}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {row.title}
                </LocalizedLink>
              </th>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(row.date, locale)}</td>
              <td className={`${bodyCell} text-end tabular-nums`}>
                {text('list.seatsOf', { taken: number(row.seatsTaken), capacity: number(row.capacity) })}
              </td>
              <td className={`${bodyCell} text-end font-semibold tabular-nums`}>{number(row.seatsLeft)}</td>
              <td className={bodyCell}>{text('list.confirmed', { count: row.confirmedRegistrations, seats: row.confirmedSeats })}</td>
              <td className={`${bodyCell} text-end tabular-nums`}>{number(row.waitlistLength)}</td>
              <td className={`${bodyCell} text-end tabular-nums`}>{euros(row.revenueCents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </Card>
  );
}

import type { AdminEventRegistration } from '@shared/admin/event-constants';
import { centsToEuroString } from '@shared/money';
import type { CsvColumn } from '../../reports/csv/csv-stream';

const euros = (cents: number) => centsToEuroString(cents);

/** The attendee list's columns: headings in English, as the other exports (decision 0040). */
export const attendeeColumns: CsvColumn<AdminEventRegistration>[] = [
  { header: 'Registration id', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Company', cell: (row) => row.company },
  { header: 'Seats', cell: (row) => row.seats },
  { header: 'Needs', cell: (row) => row.needs },
  { header: 'Price', cell: (row) => row.priceKind },
  { header: 'Amount', cell: (row) => euros(row.amountCents) },
  { header: 'Paid', cell: (row) => euros(row.paidCents) },
  { header: 'Refunded', cell: (row) => euros(row.refundedCents) },
  { header: 'Added by staff', cell: (row) => (row.addedByStaff ? 'yes' : 'no') },
  { header: 'Registered at', cell: (row) => row.createdAt },
  { header: 'Checked in at', cell: (row) => row.checkedInAt },
];

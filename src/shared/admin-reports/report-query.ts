import { z } from 'zod';

/** A calendar date (YYYY-MM-DD) in the invoicing time zone: date filters mean whole days there. */
export const calendarDateSchema = z.iso.date();

/** Rows per page of every back-office list; the server pages, the browser asks for one page at a time. */
export const REPORT_PAGE_SIZE = 25;

/** Query strings arrive as text: a page number is coerced, and the first page is the default. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** An inclusive range of days; either end may be open. */
export const dateRangeShape = {
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
};

export function dateRangeInOrder(range: { from?: string | undefined; to?: string | undefined }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

export interface ReportPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

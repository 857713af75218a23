import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { spreadsheetSafe } from './spreadsheet-safe';

/** One column of an export: its heading and the cell of a row (null for an empty cell). */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
}

function safeCell(value: string | number | null): string | number | null {
  return typeof value === 'string' ? spreadsheetSafe(value) : value;
}

/**
 * A CSV file streamed from batches of rows: each batch is fetched only when
 * the reader has taken the last one (Readable.from honours backpressure), so a
 * file of any length holds about one batch in memory. A UTF-8 byte order mark
 * lets spreadsheets read Arabic names correctly.
 */
export function csvStream<Row>(batches: AsyncIterable<Row[]>, columns: readonly CsvColumn<Row>[]): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => safeCell(column.cell(row)));
    }
  }
  const stringifier = stringify({ header: true, columns: columns.map((column) => column.header), bom: true });
  // An error mid-file (the database went away) destroys the response: a cut file, never one that looks complete.
  return pipeline(Readable.from(records(), { highWaterMark: 1 }), stringifier, () => {});
}

/** One query's rows and where the next query starts: after the last of them. */
export interface Batch<Row, Cursor> {
  rows: Row[];
  last: Cursor | undefined;
}

/** Batches of rows in a stable order: each query starts after the last row of the one before (keyset paging). */
export async function* keysetBatches<Row, Cursor>(
  fetchAfter: (cursor: Cursor | undefined) => Promise<Batch<Row, Cursor>>,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const { rows, last } = await fetchAfter(cursor);
    if (rows.length === 0) return;
    yield rows;
    cursor = last;
  }
}

/** Rows per query of an export: large enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 500;

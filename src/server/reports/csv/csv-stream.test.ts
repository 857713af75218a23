import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, keysetBatches, type CsvColumn } from './csv-stream';
import { spreadsheetSafe } from './spreadsheet-safe';

interface Row {
  id: number;
  name: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Id', cell: (row) => row.id },
  { header: 'Name', cell: (row) => row.name },
];

/** Rows 1..total in batches, as the database would hand them out, counting what was fetched. */
function countedSource(total: number, batchSize: number) {
  const counter = { fetched: 0 };
  const batches = keysetBatches(async (after: number | undefined) => {
    const start = (after ?? 0) + 1;
    const rows = Array.from({ length: Math.max(0, Math.min(batchSize, total - start + 1)) }, (_, index) => ({
      id: start + index,
      name: `Member ${start + index}`,
    }));
    counter.fetched += rows.length;
    return { rows, last: rows.at(-1)?.id };
  });
  return { batches, counter };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('spreadsheetSafe', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+31 20 555 0101', `'+31 20 555 0101`],
    ['-2+3+cmd|/C calc!A0', `'-2+3+cmd|/C calc!A0`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('neutralises %j', (value, expected) => {
    expect(spreadsheetSafe(value)).toBe(expected);
  });

  it.each(['Amira Haddad', 'a=b', '-12.50', '12.50', '-3', '', 'حداد'])('leaves %j as it is', (value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });
});

describe('csvStream', () => {
  it('writes a header, every row once in order, and neutralised text cells', async () => {
    const { batches } = countedSource(1234, 100);
    const text = await readAll(csvStream(batches, columns));
    expect(text.startsWith('\uFEFFId,Name\n')).toBe(true);
    const records = parse(text, { bom: true, columns: true }) as { Id: string; Name: string }[];
    expect(records).toHaveLength(1234);
    expect(records.map((record) => Number(record.Id))).toEqual(Array.from({ length: 1234 }, (_, index) => index + 1));

    const hostile = keysetBatches(async (after: number | undefined) =>
      after ? { rows: [], last: undefined } : { rows: [{ id: 1, name: '=cmd|"/C calc"!A0' }], last: 1 },
    );
    const [record] = parse(await readAll(csvStream(hostile, columns)), { bom: true, columns: true }) as { Name: string }[];
    expect(record?.Name).toBe(`'=cmd|"/C calc"!A0`);
  });

  it('fetches the next batch only as the reader takes rows (backpressure), never the whole file ahead', async () => {
    const total = 20_000;
    const batchSize = 50;
    const { batches, counter } = countedSource(total, batchSize);
    let received = 0;
    let furthestAhead = 0;
    for await (const chunk of csvStream(batches, columns)) {
      received += String(chunk).split('\n').length - 1;
      furthestAhead = Math.max(furthestAhead, counter.fetched - received);
      // A slow reader: the event loop turns before each next read, which lets a producer that ignores backpressure run ahead.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(received).toBe(total + 1);
    // The stringifier's 16 KB buffer (about 700 rows here) and a batch or two; an eager producer would be thousands ahead.
    expect(furthestAhead).toBeLessThan(1_000);
  });
});

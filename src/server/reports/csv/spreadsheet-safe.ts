/** A cell a spreadsheet would read as a formula (or, after a tab or carriage return, as one). */
const formulaStart = /^[=+\-@\t\r]/;
/** Our own figures, such as "-12.50", are numbers to a spreadsheet, not formulas, and stay numbers. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV injection"): a text
 * cell that begins with = + - @, a tab or a carriage return gets a leading
 * apostrophe, so the spreadsheet shows it as text instead of running it.
 */
export function spreadsheetSafe(value: string): string {
  return formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
}

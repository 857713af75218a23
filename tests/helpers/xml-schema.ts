import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Our stand-in for the UBL 2.1 schemas (decision 0032): the elements our invoices use, in UBL's order. */
export const ublSchemas = {
  invoice: fileURLToPath(new URL('../fixtures/ubl-2.1-subset/invoice.xsd', import.meta.url)),
  creditNote: fileURLToPath(new URL('../fixtures/ubl-2.1-subset/creditnote.xsd', import.meta.url)),
};

/**
 * Validates an XML document against an XML Schema with libxml2's xmllint
 * (Debian's libxml2-utils; .ci/run installs it). The document goes in on
 * standard input, so nothing is written to disk.
 */
export function validateXml(xml: string, schemaPath: string): { valid: boolean; errors: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schemaPath, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw run.error;
  // On success xmllint only says '- validates'; on failure stderr names each error with its line.
  const valid = run.status === 0;
  return { valid, errors: valid ? '' : run.stderr };
}

import type { InvoiceFormat } from '@shared/invoices/account-invoices';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

export interface InvoiceFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const contentTypes: Record<InvoiceFormat, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** "invoice-2026-000042.pdf", "credit-note-CN-2026-000003.xml": the number as printed, so a search for it finds the file. */
export function invoiceFileName(document: Pick<InvoiceDocument, 'kind' | 'number'>, format: InvoiceFormat): string {
  return `${document.kind}-${document.number}.${format}`;
}

/** One issued document as a file, rendered from what was frozen at issue: the same bytes for the mail and every download. */
export async function invoiceFile(document: InvoiceDocument, format: InvoiceFormat): Promise<InvoiceFile> {
  const content = format === 'pdf' ? await renderInvoicePdf(document) : Buffer.from(renderInvoiceUbl(document), 'utf8');
  return { filename: invoiceFileName(document, format), contentType: contentTypes[format], content };
}

/** The PDF for people and the UBL file for accounting software. */
export function invoiceFiles(document: InvoiceDocument): Promise<InvoiceFile[]> {
  return Promise.all([invoiceFile(document, 'pdf'), invoiceFile(document, 'xml')]);
}

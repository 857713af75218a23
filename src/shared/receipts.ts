/** Where a member downloads the PDF of one receipt (apart from the account schemas, so pages listing receipts need no zod). */
export function receiptPdfPath(receiptNumber: string): string {
  return `/api/account/receipts/${encodeURIComponent(receiptNumber)}/pdf`;
}

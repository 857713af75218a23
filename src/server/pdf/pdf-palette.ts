/** The chamber's colours on paper: receipts and invoices print in the same house style. */
export const pdfColours = { brand: '#8a1538', ink: '#1a1a1f', muted: '#5b5b66', rule: '#dcd8d4', panel: '#f6f4f2' } as const;

import type { ReactNode } from 'react';

export interface BillingDocumentItem {
  key: string;
  /** The document's number, bold at the start of its first line. */
  title: ReactNode;
  /** What it is for, under the number. */
  subtitle: ReactNode;
  amount: ReactNode;
  details: { label: string; value: ReactNode }[];
  downloads: ReactNode;
}

/**
 * Receipts and invoices on a phone: one block per document, each line short
 * enough for 360 px, in place of the table the wider screens get.
 */
export function BillingDocumentList({ items }: { items: BillingDocumentItem[] }) {
  return (
    <ul className="grid md:hidden">
      {items.map((item) => (
        <li key={item.key} className="grid gap-1.5 border-t border-border py-4 text-sm first:border-t-0 first:pt-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold text-fg">{item.title}</span>
            <span className="font-semibold text-fg tabular-nums">{item.amount}</span>
          </p>
          <p className="text-xs text-fg-muted">{item.subtitle}</p>
          <dl className="grid gap-1 text-xs">
            {item.details.map((detail) => (
              <div key={detail.label} className="flex flex-wrap gap-x-1.5">
                <dt className="text-fg-muted">{detail.label}:</dt>
                <dd className="text-fg">{detail.value}</dd>
              </div>
            ))}
          </dl>
          <div className="-ms-2 flex flex-wrap gap-1">{item.downloads}</div>
        </li>
      ))}
    </ul>
  );
}

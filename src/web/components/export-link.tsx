import { Download } from 'lucide-react';

/** A CSV download; the server streams it, audits it and answers only the roles it is for. */
export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-border bg-surface-raised px-3 py-1.5 text-sm font-semibold text-primary hover:bg-surface-muted"
    >
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}

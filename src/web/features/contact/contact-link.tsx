import { Mail, Phone } from 'lucide-react';
import { telephoneHref } from './filter-staff';

/** A phone number or e-mail address as a link the device knows how to open. */
export function ContactLink({ kind, value, label }: { kind: 'phone' | 'email'; value: string; label: string }) {
  const Icon = kind === 'phone' ? Phone : Mail;
  return (
    <a
      href={kind === 'phone' ? telephoneHref(value) : `mailto:${value}`}
      className="inline-flex min-w-0 items-center gap-2 text-sm font-medium text-primary hover:underline"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="[overflow-wrap:anywhere]" dir="ltr">
        {value}
      </span>
    </a>
  );
}

import { ArrowRight } from 'lucide-react';
import type { SectionLink } from '@content/about/overview';
import { LocalizedLink } from '@web/lib/localized-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { aboutIcons } from './about-icons';
import { aboutMessages } from './about-messages';

/** One card per about sub-page; the whole card is the link. */
export function SectionLinkCards({ items }: { items: SectionLink[] }) {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => {
        const Icon = aboutIcons[item.icon];
        return (
          <li key={item.href}>
            <LocalizedLink
              to={item.href}
              className="group flex h-full flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
            >
              <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-secondary-soft text-secondary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-fg">{localized(item.title)}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{localized(item.text)}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                {t('overview.readMore')}
                <ArrowRight
                  className="size-4 transition group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}

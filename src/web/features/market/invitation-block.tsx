import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { LinkContent } from '@content/market/content-types';
import type { Localized } from '@shared/locales';
import { ButtonLink } from '@web/components/ui/button-link';
import { useLocalized } from '@web/lib/use-locale';

/** A highlighted invitation with one link, used for research partnerships and for becoming a partner. */
export function InvitationBlock({
  id,
  icon: Icon,
  content,
}: {
  id: string;
  icon: LucideIcon;
  content: { heading: Localized; text: Localized; link: LinkContent };
}) {
  const localized = useLocalized();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-6 rounded-3xl border border-border bg-secondary-soft p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-5">
            <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-surface-raised text-secondary shadow-sm sm:grid">
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <div className="min-w-0 max-w-2xl">
              <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-fg">
                {localized(content.heading)}
              </h2>
              <p className="mt-3 text-fg-muted">{localized(content.text)}</p>
            </div>
          </div>
          <ButtonLink size="lg" className="self-start lg:self-center" to={content.link.href}>
            {localized(content.link.label)}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

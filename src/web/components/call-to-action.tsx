import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button-link';

export interface CallToActionLink {
  label: string;
  href: string;
}

/** The closing band of a page: one primary action and an optional secondary one. */
export function CallToAction({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: string;
  text: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}) {
  return (
    <section className="bg-[#6f102d] text-white dark:bg-[#3a1522]">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h2>
          <p className="mt-3 text-white/85">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink variant="inverse" size="lg" to={primary.href}>
            {primary.label}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </ButtonLink>
          {secondary ? (
            <ButtonLink size="lg" variant="outlineOnDark" to={secondary.href}>
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import type { HomePlansSection } from '@content/home/plans';
import { Section } from '@web/components/section';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';
import { PlanCard } from './plan-card';

export function PlansSection({ content }: { content: HomePlansSection }) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <Section id="membership-plans" tone="muted" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
        {content.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <div className="mt-10 grid max-w-3xl gap-3">
        <p className="text-fg-muted">{localized(content.relation)}</p>
        <LocalizedLink
          to={content.allTiersHref}
          className="inline-flex items-center gap-2 justify-self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('plans.allTiers')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </LocalizedLink>
      </div>
    </Section>
  );
}

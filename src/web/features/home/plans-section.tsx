import type { HomePlansSection } from '@content/home/plans';
import { Section } from '@web/components/section';
import { useLocalized } from '@web/lib/use-locale';
import { PlanCard } from './plan-card';

export function PlansSection({ content }: { content: HomePlansSection }) {
  const localized = useLocalized();
  return (
    <Section id="membership-plans" tone="muted" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
        {content.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} href={content.choosePlanHref} />
        ))}
      </div>
    </Section>
  );
}

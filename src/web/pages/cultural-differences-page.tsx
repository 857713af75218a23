import { culturalDifferences } from '@content/market/cultural-differences';
import { Section } from '@web/components/section';
import { CalendarEventCard } from '@web/features/market/calendar-event-card';
import { ComparisonCard } from '@web/features/market/comparison-card';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { MarketPageHeader } from '@web/features/market/market-page-header';
import { TipCategoryCard } from '@web/features/market/tip-category-card';
import { useLocalized } from '@web/lib/use-locale';

export default function CulturalDifferencesPage() {
  const localized = useLocalized();
  const { comparisons, tips, calendar } = culturalDifferences;
  return (
    <>
      <MarketPageHeader page="culturalDifferences" />
      <Section id="comparisons" heading={localized(comparisons.heading)} intro={localized(comparisons.intro)}>
        <div className="grid gap-8">
          {comparisons.items.map((comparison) => (
            <ComparisonCard key={comparison.id} comparison={comparison} />
          ))}
        </div>
      </Section>
      <Section id="practical-tips" tone="muted" heading={localized(tips.heading)} intro={localized(tips.intro)}>
        <div className="grid gap-6 md:grid-cols-3">
          {tips.categories.map((category) => (
            <TipCategoryCard key={category.icon} category={category} />
          ))}
        </div>
      </Section>
      <Section id="cultural-calendar" heading={localized(calendar.heading)} intro={localized(calendar.intro)}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {calendar.events.map((event) => (
            <CalendarEventCard key={event.name.en} event={event} />
          ))}
        </div>
      </Section>
      <MarketCallToAction content={culturalDifferences.callToAction} />
    </>
  );
}

import { Lock, Microscope } from 'lucide-react';
import { publications } from '@content/market/publications';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { InvitationBlock } from '@web/features/market/invitation-block';
import { MarketCallToAction } from '@web/features/market/market-call-to-action';
import { MarketPageHeader } from '@web/features/market/market-page-header';
import { NewsletterCard } from '@web/features/market/newsletter-card';
import { PublicationCard } from '@web/features/market/publication-card';
import { ResearchCategoryCard } from '@web/features/market/research-category-card';
import { useStatItems } from '@web/features/market/use-market-formatters';
import newsletterSignup from '@web/islands/newsletter';
import { Island } from '@web/page-runtime/island';
import { useLocalized } from '@web/lib/use-locale';

export default function PublicationsPage() {
  const localized = useLocalized();
  const { statistics, featured, membersOnlyDialog, categories, newsletters } = publications;
  const statItems = useStatItems(statistics.items);
  return (
    <>
      <MarketPageHeader page="publications" />
      <Section id="research-figures" heading={localized(statistics.heading)}>
        <StatGrid items={statItems} />
      </Section>
      <Section id="featured-publications" tone="muted" heading={localized(featured.heading)} intro={localized(featured.intro)}>
        <p className="mb-8 flex items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-fg shadow-sm">
          <Lock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {localized(featured.membersNotice)}
        </p>
        <div className="grid gap-6 lg:grid-cols-3">
          {featured.items.map((publication) => (
            <PublicationCard key={publication.id} publication={publication} membersOnly={membersOnlyDialog} />
          ))}
        </div>
      </Section>
      <Section id="research-categories" heading={localized(categories.heading)} intro={localized(categories.intro)}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.items.map((category) => (
            <ResearchCategoryCard key={category.category.en} category={category} />
          ))}
        </div>
      </Section>
      <Section id="newsletters" tone="muted" heading={localized(newsletters.heading)} intro={localized(newsletters.intro)}>
        <div className="grid gap-6 md:grid-cols-3">
          {newsletters.items.map((offer) => (
            <NewsletterCard
              key={offer.newsletter}
              offer={offer}
              subscribeForm={
                <Island
                  of={newsletterSignup}
                  when="interaction"
                  props={{
                    newsletter: offer.newsletter,
                    heading: localized(newsletters.formHeading),
                    text: localized(newsletters.formText),
                  }}
                />
              }
            />
          ))}
        </div>
      </Section>
      <InvitationBlock id="research-partnerships" icon={Microscope} content={publications.researchPartnership} />
      <MarketCallToAction content={publications.callToAction} />
    </>
  );
}

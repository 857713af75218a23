import { partnerBenefits, premiumPartners, premiumPartnersPage } from '@content/about/premium-partners';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { IconCardGrid } from '@web/features/about/icon-card-grid';
import { PartnerCard } from '@web/features/about/partner-card';
import { QuoteBlock } from '@web/features/about/quote-block';
import { useAboutBreadcrumb } from '@web/features/about/use-about-breadcrumb';
import { aboutMessages } from '@web/features/about/about-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function PremiumPartnersPage() {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  const pageCopy = usePageCopy();
  const breadcrumb = useAboutBreadcrumb('premiumPartners');
  const { benefits, partners, testimonial, closing } = premiumPartnersPage;
  return (
    <>
      <SectionPageHeader heading={pageCopy.premiumPartners.heading} intro={pageCopy.premiumPartners.intro} breadcrumb={breadcrumb} />
      <Section id="benefits" heading={localized(benefits.heading)} intro={localized(benefits.intro)}>
        <IconCardGrid items={partnerBenefits} columns={4} />
      </Section>
      <Section id="partners" tone="muted" heading={localized(partners.heading)} intro={localized(partners.intro)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {premiumPartners.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="testimonial" heading={localized(testimonial.heading)}>
        <QuoteBlock quote={localized(testimonial.quote)} author={testimonial.author} role={localized(testimonial.role)} />
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: t('join'), href: '/membership' }}
        secondary={{ label: t('premiumPartners.contact'), href: '/contact' }}
      />
    </>
  );
}

import { Users } from 'lucide-react';
import { membershipOptionsHeading, programmesHeading, tierGridHeading } from '@content/membership/membership-page';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { PageHeader } from '@web/components/page-header';
import { Section } from '@web/components/section';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { buttonStyles } from '@web/components/ui/button';
import { MembershipOptions } from '@web/features/membership/membership-options';
import { membershipMessages } from '@web/features/membership/membership-messages';
import { ProgrammeDetails } from '@web/features/membership/programme-details';
import { ReferralBlock } from '@web/features/membership/referral-block';
import { useLocalized } from '@web/lib/use-locale';
import tierGrid from '@web/islands/tier-grid';
import { Island } from '@web/page-runtime/island';

export default function MembershipPage() {
  const localized = useLocalized();
  const t = useMessages(membershipMessages);
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.membership.heading} intro={pageCopy.membership.intro}>
        <Badge tone="secondary" className="mt-5">
          <Users className="size-3.5" aria-hidden="true" />
          {t('hero.badge')}
        </Badge>
        <div className="mt-8 flex flex-wrap gap-3">
          <a className={buttonStyles({ size: 'lg' })} href="#choose">
            {t('hero.choose')}
          </a>
          <ButtonLink size="lg" variant="outline" to="/contact?department=member-services">
            {t('hero.talkToTeam')}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section heading={localized(membershipOptionsHeading.heading)} intro={localized(membershipOptionsHeading.intro)}>
        <MembershipOptions />
      </Section>
      <Section tone="muted" heading={localized(programmesHeading.heading)} intro={localized(programmesHeading.intro)}>
        <ProgrammeDetails />
      </Section>
      <ReferralBlock />
      <Section id="choose" tone="muted" heading={localized(tierGridHeading.heading)} intro={localized(tierGridHeading.intro)}>
        <p className="-mt-4 mb-10 max-w-3xl text-fg-muted">{localized(tierGridHeading.homePlans)}</p>
        <Island of={tierGrid} props={{}} />
      </Section>
    </>
  );
}

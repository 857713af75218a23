import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { CountryName } from './country-name';
import { DefinitionList } from './definition-list';
import { useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

export function ProfileSection({ member }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { date } = useFormatters();
  const { profile } = member;
  return (
    <SectionCard title={text('member.sections.profile')}>
      <DefinitionList
        items={[
          [text('member.profile.username'), <bdi key="username">{profile.username}</bdi>],
          [text('member.profile.email'), <bdi key="email">{profile.email}</bdi>],
          [text('member.profile.phone'), <bdi key="phone">{profile.phoneNumber ?? '—'}</bdi>],
          [text('member.profile.country'), <CountryName key="country" country={profile.country} />],
          [text('member.profile.company'), <bdi key="company">{profile.companyName ?? '—'}</bdi>],
          [text('member.profile.language'), profile.locale.toUpperCase()],
          [text('member.profile.since'), date(profile.createdAt)],
        ]}
      />
    </SectionCard>
  );
}

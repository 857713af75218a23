import type { BoardMember } from '@content/about/board';
import type { Localized } from '@shared/locales';
import { Card } from '@web/components/ui/card';
import { useLocalized } from '@web/lib/use-locale';
import { Avatar } from './avatar';
import { CountryBadge } from './country-badge';

export function BoardMemberCard({ member, labels }: { member: BoardMember; labels: { sector: Localized; focus: Localized } }) {
  const localized = useLocalized();
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-4">
        <Avatar name={member.name.en} src={member.imageUrl} />
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">{localized(member.name)}</h3>
          <p className="text-sm text-fg-muted">{member.company}</p>
        </div>
      </div>
      <div>
        <CountryBadge country={member.country} />
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-fg">{localized(labels.sector)}</dt>
          <dd className="text-fg-muted">{localized(member.sector)}</dd>
        </div>
        <div>
          <dt className="font-medium text-fg">{localized(labels.focus)}</dt>
          <dd className="text-fg-muted">{localized(member.focus)}</dd>
        </div>
      </dl>
    </Card>
  );
}

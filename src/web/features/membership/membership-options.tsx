import { Briefcase, Building2, GraduationCap, Handshake, type LucideIcon } from 'lucide-react';
import { membershipOptions, type MembershipOption } from '@content/membership/membership-page';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useLocalized } from '@web/lib/use-locale';

const icons: Record<MembershipOption['id'], LucideIcon> = {
  regular: Building2,
  starter: Briefcase,
  'young-professionals': GraduationCap,
  'bring-your-business': Handshake,
};

export function MembershipOptions() {
  const localized = useLocalized();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {membershipOptions.map((option) => {
        const Icon = icons[option.id];
        return (
          <li key={option.id}>
            <Card className="flex h-full flex-col gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-fg">{localized(option.title)}</h3>
              <p className="flex-1 text-sm text-fg-muted">{localized(option.description)}</p>
              <Badge tone="secondary" className="self-start">
                {localized(option.highlight)}
              </Badge>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

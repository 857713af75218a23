import type { ReactNode } from 'react';
import type { SectionCopy } from '@content/services/service-types';
import { Section } from '@web/components/section';
import { useLocalized } from '@web/lib/use-locale';

/** The shared page band with its heading and intro taken from the content. */
export function ServiceSection({
  copy,
  id,
  tone,
  children,
}: {
  copy: SectionCopy;
  id: string;
  tone: 'plain' | 'muted';
  children: ReactNode;
}) {
  const localized = useLocalized();
  return (
    <Section id={id} tone={tone} heading={localized(copy.heading)} intro={copy.intro ? localized(copy.intro) : undefined}>
      {children}
    </Section>
  );
}

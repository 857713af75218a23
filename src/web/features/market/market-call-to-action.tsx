import type { CallToActionContent } from '@content/market/content-types';
import { CallToAction } from '@web/components/call-to-action';
import { useLocalized } from '@web/lib/use-locale';

export function MarketCallToAction({ content }: { content: CallToActionContent }) {
  const localized = useLocalized();
  return (
    <CallToAction
      heading={localized(content.heading)}
      text={localized(content.text)}
      primary={{ label: localized(content.primary.label), href: content.primary.href }}
      secondary={{ label: localized(content.secondary.label), href: content.secondary.href }}
    />
  );
}

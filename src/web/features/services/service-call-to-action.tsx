import type { ClosingCall } from '@content/services/service-types';
import { CallToAction } from '@web/components/call-to-action';
import { useLocalized } from '@web/lib/use-locale';

/** The shared closing band, fed with a service page's closing call. */
export function ServiceCallToAction({ call }: { call: ClosingCall }) {
  const localized = useLocalized();
  return (
    <CallToAction
      heading={localized(call.heading)}
      text={localized(call.text)}
      primary={{ label: localized(call.primary.label), href: call.primary.href }}
      secondary={call.secondary ? { label: localized(call.secondary.label), href: call.secondary.href } : undefined}
    />
  );
}

import { CallToAction } from '@web/components/call-to-action';
import { useMessages } from '@web/i18n/use-messages';
import { newsMessages } from './news-messages';

/** The invitation to share news with the chamber, closing the news pages. */
export function NewsClosing() {
  const t = useMessages(newsMessages);
  return (
    <CallToAction
      heading={t('closing.heading')}
      text={t('closing.text')}
      primary={{ label: t('closing.contact'), href: '/contact?department=communications' }}
      secondary={{ label: t('closing.join'), href: '/membership' }}
    />
  );
}

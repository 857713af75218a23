import { newsPage } from '@content/news/news-page';
import { CallToAction } from '@web/components/call-to-action';
import { useLocalized } from '@web/lib/use-locale';

/** The invitation to share news with the chamber, closing the news pages. */
export function NewsClosing() {
  const localized = useLocalized();
  const { closing } = newsPage;
  return (
    <CallToAction
      heading={localized(closing.heading)}
      text={localized(closing.text)}
      primary={{ label: localized(closing.contact), href: '/contact?department=communications' }}
      secondary={{ label: localized(closing.join), href: '/membership' }}
    />
  );
}

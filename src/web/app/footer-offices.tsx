import { offices } from '@content/contact/offices';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useLocalized } from '@web/lib/use-locale';

/** The three offices' postal addresses, each under its city. */
export function FooterOffices() {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-fg">{t('footer.officesHeading')}</h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {offices.map((office) => (
          <li key={office.id}>
            <p className="text-sm font-medium text-fg">
              {localized(office.city)} · {localized(office.name)}
            </p>
            <address className="mt-1 text-sm leading-relaxed text-fg-muted not-italic">
              {office.address.map((line) => (
                <span key={line.en} className="block">
                  <IsolatedLatin text={localized(line)} />
                </span>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { site } from '@shared/site';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { useTranslation } from '@web/i18n/locale-texts-context';

/** Who the visitor deals with: the legal entity, its trade-register and VAT numbers. */
export function LegalIdentity() {
  const { t } = useTranslation();
  return (
    <div className="text-sm">
      <h2 className="mb-3 font-semibold text-fg">{t('footer.legalHeading')}</h2>
      <p className="font-medium text-fg">
        <bdi>{site.legal.name}</bdi>
      </p>
      <p className="mt-1 text-fg-muted">{t('footer.registered')}</p>
      <p className="mt-2 text-fg-muted">
        <IsolatedLatin text={t('footer.kvk', { number: site.legal.kvkNumber })} />
      </p>
      <p className="text-fg-muted">
        <IsolatedLatin text={t('footer.vat', { number: site.legal.vatNumber })} />
      </p>
    </div>
  );
}

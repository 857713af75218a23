import { useTranslation } from '@web/i18n/locale-texts-context';
import { site } from '@shared/site';
import newsletterSignup from '@web/islands/newsletter';
import { Island } from '@web/page-runtime/island';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocalized } from '@web/lib/use-locale';
import { FooterOffices } from './footer-offices';
import { LegalIdentity } from './legal-identity';
import { LogoMark } from './logo';
import { footerNavigation, legalNavigation } from './navigation';
import { SocialLinks } from './social-links';

const linkClass = 'text-sm text-fg-muted transition-colors hover:text-fg';

export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr_1.4fr] lg:px-8">
        <div className="grid content-start gap-4">
          <div className="flex items-center gap-3">
            <LogoMark />
            <p className="font-semibold text-fg">{localized(site.name)}</p>
          </div>
          <p className="max-w-sm text-sm text-fg-muted">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerNavigation.map((group) => (
            <nav key={group.group} aria-labelledby={`footer-${group.group}`}>
              <h2 id={`footer-${group.group}`} className="mb-3 text-sm font-semibold text-fg">
                {t(`footer.groups.${group.group}`)}
              </h2>
              <ul className="grid gap-2">
                {group.links.map((link) => (
                  <li key={link.key}>
                    <LocalizedLink to={link.href} className={linkClass}>
                      {t(`footer.links.${link.key}`)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {/* The form posts without JavaScript; its code loads only when the visitor reaches for it. */}
        <Island of={newsletterSignup} when="interaction" props={{}} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:px-8">
          <FooterOffices />
          <LegalIdentity />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-sm text-fg-muted">{t('footer.copyright', { year, name: localized(site.name) })}</p>
          <nav aria-label={t('footer.legalNavigation')}>
            <ul className="flex gap-6">
              {legalNavigation.map((link) => (
                <li key={link.key}>
                  <LocalizedLink to={link.href} className={linkClass}>
                    {t(`footer.links.${link.key}`)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

import { site } from '@shared/site';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { SocialIcon } from './social-icons';

/** The chamber's pages on LinkedIn, X, Instagram and YouTube: each named by its network, opening in a new tab as every link off the site does. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="footer-social">
      <h2 id="footer-social" className="mb-3 text-sm font-semibold text-fg">
        {t('footer.socialHeading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {site.social.map((account) => (
          <li key={account.network}>
            <a
              href={account.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialOpensInNewTab', { network: account.label })}
              title={account.label}
              className="flex size-11 items-center justify-center rounded-lg border border-border bg-surface-raised text-fg-muted transition-colors hover:border-primary hover:text-primary"
            >
              <SocialIcon network={account.network} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { SocialNetwork } from '@shared/site';

/**
 * Each network's mark, drawn here from simple shapes (lucide has no brand
 * icons): a 24-unit square in the current colour.
 */
const marks: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <rect x="6" y="10" width="2.6" height="8" className="fill-surface-muted" />
      <circle cx="7.3" cy="6.9" r="1.6" className="fill-surface-muted" />
      <path
        d="M11 10h2.5v1.2c.6-.9 1.6-1.4 2.8-1.4 2 0 3.2 1.2 3.2 3.6V18h-2.6v-4.2c0-1.1-.5-1.7-1.4-1.7s-1.9.6-1.9 1.9v4H11z"
        className="fill-surface-muted"
      />
    </>
  ),
  x: <path d="M3 3h5.2l4.2 5.8L17.4 3H20l-6.4 7.4L21 21h-5.2l-4.6-6.3L5.6 21H3l7-8z" fill="currentColor" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3z" className="fill-surface-muted" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {marks[network]}
    </svg>
  );
}

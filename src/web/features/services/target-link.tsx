import type { ComponentProps } from 'react';
import { LocalizedLink } from '@web/lib/localized-link';

/**
 * A link to a route (kept in the page's language) or to a section of this
 * page. In-page targets stay plain anchors so the browser moves focus and
 * scrolls as it does natively.
 */
export function TargetLink({ href, children, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <LocalizedLink to={href} {...props}>
      {children}
    </LocalizedLink>
  );
}

import { useState } from 'react';
import type { PartnerCountry } from '@content/about/countries';
import { clsx } from 'clsx';
import { initials } from './initials';

/** idle: no image to load; loading → loaded or error once the browser has tried. */
export type AvatarImageState = 'idle' | 'loading' | 'loaded' | 'error';

const sizes = {
  md: { box: 'size-14 text-lg', pixels: 56 },
  lg: { box: 'size-20 text-2xl', pixels: 80 },
} as const;

/** The ring says where the person works: Qatar's maroon, the Netherlands' orange, half and half for both. */
const rings: Record<PartnerCountry | 'none', string> = {
  qatar: 'bg-primary',
  netherlands: 'bg-accent',
  both: 'bg-[conic-gradient(var(--primary)_0_50%,var(--accent)_50%_100%)]',
  none: 'bg-border',
};

/**
 * A round portrait that shows the person's initials unless the image has loaded:
 * while it loads, when it fails, and when there is none. A ring in the
 * country's colour frames it.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  country,
}: {
  name: string;
  src?: string | undefined;
  size?: keyof typeof sizes;
  country?: PartnerCountry | undefined;
}) {
  const [settled, setSettled] = useState<{ src: string; state: 'loaded' | 'error' } | undefined>(undefined);
  const state: AvatarImageState = !src ? 'idle' : settled?.src === src ? settled.state : 'loading';
  const { box, pixels } = sizes[size];

  return (
    <span data-avatar-ring={country ?? 'none'} className={clsx('inline-flex shrink-0 rounded-full p-[5px]', rings[country ?? 'none'])}>
      <span
        className={clsx(
          'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold tracking-wide text-primary ring-2 ring-surface-raised',
          box,
        )}
      >
        {src && state !== 'error' ? (
          <img
            // The image can finish before hydration attaches onLoad, so a complete image is checked on mount too.
            ref={(image) => {
              if (image?.complete && state === 'loading') {
                setSettled({ src, state: image.naturalWidth > 0 ? 'loaded' : 'error' });
              }
            }}
            src={src}
            alt=""
            width={pixels}
            height={pixels}
            onLoad={() => setSettled({ src, state: 'loaded' })}
            onError={() => setSettled({ src, state: 'error' })}
            className={clsx('absolute inset-0 size-full object-cover', state !== 'loaded' && 'opacity-0')}
          />
        ) : null}
        {state !== 'loaded' ? (
          <span aria-hidden="true" data-avatar-state={state}>
            {initials(name)}
          </span>
        ) : null}
      </span>
    </span>
  );
}

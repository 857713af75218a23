import { useState } from 'react';
import { clsx } from 'clsx';
import { initials } from './initials';

/** idle: no image to load; loading → loaded or error once the browser has tried. */
export type AvatarImageState = 'idle' | 'loading' | 'loaded' | 'error';

const sizes = {
  md: { box: 'size-14 text-lg', pixels: 56 },
  lg: { box: 'size-20 text-2xl', pixels: 80 },
} as const;

/**
 * A round portrait that shows the person's initials unless the image has loaded:
 * while it loads, when it fails, and when there is none.
 */
export function Avatar({ name, src, size = 'md' }: { name: string; src?: string | undefined; size?: keyof typeof sizes }) {
  const [settled, setSettled] = useState<{ src: string; state: 'loaded' | 'error' } | undefined>(undefined);
  const state: AvatarImageState = !src ? 'idle' : settled?.src === src ? settled.state : 'loading';
  const { box, pixels } = sizes[size];

  return (
    <span
      className={clsx(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary ring-4 ring-surface-raised',
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
  );
}

import { clsx } from 'clsx';

/** A person's first and last initial; an organisation's first two capitalised words. */
function initialsOf(name: string, kind: 'person' | 'organization'): string {
  // An en dash joins names too (Qatar–Netherlands).
  const words = name.split(/[\s\-–]+/).filter((word) => /^\p{Lu}/u.test(word));
  const picked = kind === 'person' ? [words[0], words.at(-1)] : words.slice(0, 2);
  return picked.map((word) => word?.[0] ?? '').join('');
}

const tones = {
  primary: 'bg-primary-soft text-primary',
  secondary: 'bg-secondary-soft text-secondary',
} as const;

/**
 * A person's initials in a circle, or an organisation's in a rounded square;
 * decorative, because the name is always written next to it.
 */
export function InitialsAvatar({
  name,
  kind = 'person',
  tone = 'primary',
}: {
  name: string;
  kind?: 'person' | 'organization';
  tone?: keyof typeof tones;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-10 shrink-0 place-items-center text-sm font-bold',
        kind === 'person' ? 'rounded-full' : 'rounded-lg',
        tones[tone],
      )}
    >
      {initialsOf(name, kind)}
    </span>
  );
}

import { cn } from '@web/lib/cn';

/** A person's first and last initial; an organisation's first two capitalised words. */
function initialsOf(name: string, kind: 'person' | 'organization'): string {
  const words = name.split(/[\s-]+/).filter((word) => /^\p{Lu}/u.test(word));
  const picked = kind === 'person' ? [words[0], words.at(-1)] : words.slice(0, 2);
  return picked.map((word) => word?.[0] ?? '').join('');
}

/** Initials in a circle; decorative, because the name is always written next to it. */
export function InitialsAvatar({
  name,
  kind = 'person',
  className,
}: {
  name: string;
  kind?: 'person' | 'organization';
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary',
        className,
      )}
    >
      {initialsOf(name, kind)}
    </span>
  );
}

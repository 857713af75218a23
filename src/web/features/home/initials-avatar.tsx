/** A person's first and last initial. */
function initialsOf(name: string): string {
  const words = name.split(/[\s\-–]+/).filter((word) => /^\p{Lu}/u.test(word));
  return [words[0], words.at(-1)].map((word) => word?.[0] ?? '').join('');
}

/** A person's initials in a circle; decorative, because the name is always written next to it. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary ring-2 ring-primary/30 ring-offset-2 ring-offset-surface-raised"
    >
      {initialsOf(name)}
    </span>
  );
}

import type { ComponentProps } from 'react';

/**
 * One option of a choice drawn as a card: the radio, its label and a hint the
 * radio is described by. The whole card is the label, so it is one target to
 * click; the border shows the checked and the keyboard-focused card.
 */
export function ChoiceCard({
  label,
  hint,
  hintId,
  input,
}: {
  label: string;
  hint: string;
  hintId: string;
  input: Omit<ComponentProps<'input'>, 'type' | 'className' | 'aria-describedby'>;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
      <input type="radio" aria-describedby={hintId} className="mt-1 size-4 accent-primary" {...input} />
      <span className="grid gap-1 font-medium text-fg">
        {label}
        <span id={hintId} className="text-sm font-normal text-fg-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

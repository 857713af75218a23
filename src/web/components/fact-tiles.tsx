import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A few facts as labelled tiles: a description list, one tile per term and its value. */
export function FactTiles({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-surface-muted p-4">
          <dt className="text-xs font-medium text-fg-muted">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-fg">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

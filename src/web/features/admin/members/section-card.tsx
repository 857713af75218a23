import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';

/** One section of the member page: a heading, its content, and the actions staff may take there. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card className="grid grid-cols-1 content-start gap-4 max-sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-fg">{title}</h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}

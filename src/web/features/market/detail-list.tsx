/** A short labelled list of tags: a partner's services, focus areas or programmes. */
export function DetailList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="mt-5">
      <h4 className="text-sm font-semibold text-fg">{heading}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-fg">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

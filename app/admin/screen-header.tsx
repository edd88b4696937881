import type { ReactNode } from "react";

/** The heading of an admin screen, a line on what it is for, and its main actions. */
export function ScreenHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-4xl leading-tight">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-sm text-muted">{description}</p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/** Where a link or a redirect leads: a page of the site or an address typed in, as a pair of labelled radios. */
export function TargetKindChoice({
  name,
  value,
  labels,
  onChange,
}: {
  name: string;
  value: "page" | "url";
  labels: { page: string; url: string };
  onChange: (kind: "page" | "url") => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
      {(["page", "url"] as const).map((kind) => (
        <label key={kind} className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name={name}
            checked={value === kind}
            onChange={() => onChange(kind)}
            className="h-4 w-4 accent-ink"
          />
          {labels[kind]}
        </label>
      ))}
    </div>
  );
}

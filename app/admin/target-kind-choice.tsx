import { SelectField, TextField } from "~/ui/field";

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

/**
 * The target itself, as its kind says: a published page chosen from the list (listed by title and address), or the
 * address typed in.
 */
export function TargetField({
  kind,
  pages,
  pageId,
  url,
  errors,
  hints,
  placeholder,
  onPageChange,
  onUrlChange,
}: {
  kind: "page" | "url";
  pages: readonly { id: number; title: string; path: string }[];
  pageId: string;
  url: string;
  errors: { page?: string; url?: string };
  hints: { page: string; url: string };
  /** An example address: '/new-page'. */
  placeholder: string;
  onPageChange: (pageId: string) => void;
  onUrlChange: (url: string) => void;
}) {
  return kind === "page" ? (
    <SelectField
      label="Page"
      value={pageId}
      error={errors.page}
      hint={hints.page}
      onChange={(event) => onPageChange(event.target.value)}
    >
      <option value="">Choose a published page</option>
      {pages.map((page) => (
        <option key={page.id} value={page.id}>
          {`${page.title} (${page.path})`}
        </option>
      ))}
    </SelectField>
  ) : (
    <TextField
      label="Address"
      value={url}
      error={errors.url}
      hint={hints.url}
      placeholder={placeholder}
      onChange={(event) => onUrlChange(event.target.value)}
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

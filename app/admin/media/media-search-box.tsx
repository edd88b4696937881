import { Search } from "lucide-react";

interface MediaSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** docs/product.md#routes search box, 'Search media...', matching names and alt text as the administrator types. */
export function MediaSearchBox({ value, onChange, className }: MediaSearchBoxProps) {
  return (
    <div className={className}>
      <label className="relative block">
        <span className="sr-only">Search media</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search media..."
          className="block w-full rounded-md border border-ink/20 bg-white py-2 pr-3 pl-9 text-sm text-ink placeholder:text-muted/80 focus:border-ink focus:outline-none"
        />
      </label>
    </div>
  );
}

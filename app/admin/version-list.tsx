import type { ReactNode } from "react";

/** What a list of versions shows of each: pages' and the catalogue's alike. */
export interface ListedVersion {
  number: number;
  publishedAt: string;
  /** What changed, in a short sentence. */
  summary: string;
  /** Published at a time chosen ahead (decision 161). */
  scheduled?: boolean;
}

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** 'Version 3 · 23 Nov 2026, 08:14'. */
export function VersionName({ version }: { version: ListedVersion }) {
  return (
    <>
      Version {version.number}{" "}
      <time dateTime={version.publishedAt} className="font-normal text-muted">
        · {when.format(new Date(version.publishedAt))}
      </time>
      {version.scheduled && <span className="font-normal text-muted"> · published on schedule</span>}
    </>
  );
}

/**
 * The versions, newest first, each with its date, what changed and `action` (open it, restore it); `null` while
 * they load, "failed" when they could not be.
 */
export function VersionList<Version extends ListedVersion>({
  versions,
  action,
  none = "Nothing published yet. Each publish will keep a version here.",
}: {
  versions: readonly Version[] | "failed" | null;
  action: (version: Version) => ReactNode;
  /** What an empty list says. */
  none?: string;
}) {
  if (versions === null) return <p className="text-sm text-muted">Loading the versions…</p>;
  if (versions === "failed") {
    return (
      <p role="alert" className="text-sm text-red-700">
        The versions could not be loaded. Close this and try again.
      </p>
    );
  }
  if (versions.length === 0) {
    return <p className="text-sm text-muted">{none}</p>;
  }
  return (
    <ol aria-label="Versions" className="divide-y divide-ink/10">
      {versions.map((version) => (
        <li key={version.number} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-semibold">
              <VersionName version={version} />
            </p>
            <p className="text-sm text-ink-soft">{version.summary}</p>
          </div>
          {action(version)}
        </li>
      ))}
    </ol>
  );
}

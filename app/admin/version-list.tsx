import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";

import type { VersionRestore } from "~/lib/version-restores";

/** What a list of versions shows of each: pages' and the catalogue's alike. */
export interface ListedVersion {
  number: number;
  publishedAt: string;
  /** What changed, in a short sentence. */
  summary: string;
  /** Published at a time chosen ahead (decision 161). */
  scheduled?: boolean;
  /** What visitors see now. */
  live?: boolean;
  /** The restores it was published from (decision 222). */
  restores?: readonly VersionRestore[];
}

/** '23 Nov 2026, 08:14': when a version was published. */
export const versionDate = new Intl.DateTimeFormat("en-GB", {
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
        · {versionDate.format(new Date(version.publishedAt))}
      </time>
      {version.scheduled && <span className="font-normal text-muted"> · published on schedule</span>}
    </>
  );
}

/** 'Restored version 1 of 21 Nov 2026, 09:00', 'Restored "Our Why" from version 2 of …, then edited'. */
function restoreWords({ number, publishedAt, section, thenEdited }: VersionRestore): string {
  const what = section ? `"${section.title.trim() || "Untitled section"}" from version` : "version";
  const edited = thenEdited ? ", then edited" : "";
  return `Restored ${what} ${number} of ${versionDate.format(new Date(publishedAt))}${edited}`;
}

/** What a version was restored from, a line each: a restore is told apart from an edit at a glance. */
export function VersionRestores({ version }: { version: ListedVersion }) {
  return version.restores?.map((restore, index) => (
    <p key={index} className="flex items-start gap-1.5 text-sm font-medium text-ink">
      <RotateCcw aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-bronze-deep" />
      <span>{restoreWords(restore)}</span>
    </p>
  ));
}

/** The mark of the version visitors see: in words, not only in colour, and said in full to screen readers. */
function LiveBadge() {
  return (
    <span className="ml-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 align-[0.1em] text-xs font-medium whitespace-nowrap text-emerald-900 ring-1 ring-emerald-700/20">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-600" />
      Live<span className="sr-only">, what visitors see now</span>
    </span>
  );
}

/**
 * The versions, newest first, each with its date, what it was restored from, what changed and `action` (open it,
 * restore it), the one visitors see marked 'Live' (and `aria-current`); `null` while they load, "failed" when they
 * could not be.
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
        <li
          key={version.number}
          aria-current={version.live ? "true" : undefined}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div className="min-w-0">
            <p className="font-semibold">
              <VersionName version={version} />
              {version.live && <LiveBadge />}
            </p>
            <VersionRestores version={version} />
            <p className="text-sm text-ink-soft">{version.summary}</p>
          </div>
          {action(version)}
        </li>
      ))}
    </ol>
  );
}

import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";

import { MenuLinksNotice } from "~/admin/navigation/menu-links-notice";
import { VersionList, VersionName, VersionRestores } from "~/admin/version-list";
import type { PageSummary, Section } from "~/lib/page-model";
import { describeChanges, type PageVersion, type PageVersionSummary, versionChanges } from "~/lib/version-changes";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Dialog } from "~/ui/dialog";

import { DevicePreview } from "./device-preview";
import { sectionNoun } from "./history";
import { fetchVersion, fetchVersions, type ServerChange } from "./page-api";
import { sectionName } from "./section-labels";

interface VersionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: PageSummary;
  /** The sections of the current draft, to compare a version with. */
  draft: Section[];
  /** Makes a change on the server (restore, discard, unpublish); resolves once the builder shows its result. */
  onChange: (change: ServerChange) => Promise<boolean>;
}

interface Asking {
  title: string;
  body: string;
  confirmLabel: string;
  change: ServerChange;
}

/**
 * docs/product.md#nothing-lost Versions: every publish of the page with its date and what changed, the one visitors
 * see marked 'Live' (none when the page is unpublished or back on its designed layout, which is said); a version can be
 * previewed, compared with the draft, restored whole or one section at a time. Also 'Discard unpublished changes'
 * and, for a custom page, 'Unpublish page'.
 */
export function VersionsDialog({ open, onOpenChange, page, draft, onChange }: VersionsDialogProps) {
  const [versions, setVersions] = useState<PageVersionSummary[] | "failed" | null>(null);
  const [chosen, setChosen] = useState<PageVersion | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeMenuLinks, setRemoveMenuLinks] = useState(true);

  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchVersions(page.slug).then(
      (list) => current && setVersions(list),
      () => current && setVersions("failed"),
    );
    return () => {
      current = false;
    };
  }, [open, page.slug, page.revision]);

  const close = (next: boolean) => {
    if (next) return;
    setChosen(null);
    setVersions(null);
    onOpenChange(false);
  };

  const run = async (change: ServerChange) => {
    setBusy(true);
    const done = await onChange(change);
    setBusy(false);
    setAsking(null);
    if (done) close(false);
  };

  const openVersion = async (number: number) => {
    setBusy(true);
    try {
      setChosen(await fetchVersion(page.slug, number));
    } catch {
      setVersions("failed");
    } finally {
      setBusy(false);
    }
  };

  const footer =
    !chosen && page.isPublished ? (
      <>
        {page.status === "changes" && (
          <Button
            variant="secondary"
            onClick={() =>
              setAsking({
                title: `Discard unpublished changes to "${page.title}"?`,
                body: "Your draft becomes the published page again. You can undo this in the builder.",
                confirmLabel: "Discard changes",
                change: { kind: "discard" },
              })
            }
          >
            Discard unpublished changes
          </Button>
        )}
        {!page.isStandard && (
          <Button
            variant="destructive"
            onClick={() =>
              setAsking({
                title: `Unpublish the page "${page.title}"?`,
                body: "Its address will show the not-found page and it leaves the sitemap. Its draft and versions are kept; publish again to bring it back.",
                confirmLabel: "Unpublish page",
                change: { kind: "unpublish", removeMenuLinks: true },
              })
            }
          >
            Unpublish page
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={close}
        title={`Versions of "${page.title}"`}
        description="Each publish keeps a version: preview it, compare it with your draft, or bring it back."
        size="lg"
        steadyHeight
        footer={footer}
      >
        {chosen ? (
          <VersionDetails
            version={chosen}
            draft={draft}
            page={page}
            busy={busy}
            onBack={() => setChosen(null)}
            onRestore={() =>
              setAsking({
                title: `Restore version ${chosen.number} as the draft?`,
                body: `Your draft's sections, title and description are replaced by version ${chosen.number}'s. Visitors see nothing until you publish, and you can undo it.`,
                confirmLabel: `Restore version ${chosen.number}`,
                change: { kind: "restore-version", number: chosen.number },
              })
            }
            onRestoreSection={(sectionId) => void run({ kind: "restore-section", number: chosen.number, sectionId })}
          />
        ) : (
          <>
            {Array.isArray(versions) && versions.length > 0 && !versions.some((version) => version.live) && (
              <p className="mb-3 rounded-md bg-linen px-3 py-2 text-sm text-ink-soft">
                {page.isPublished
                  ? "None of these versions is live: visitors see the page's designed layout."
                  : "None of these versions is live: the page is not published."}
              </p>
            )}
            <VersionList
              versions={versions}
              action={(version) => (
                <Button variant="secondary" disabled={busy} onClick={() => void openVersion(version.number)}>
                  Open version {version.number}
                </Button>
              )}
            />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={asking?.title ?? ""}
        confirmLabel={asking?.confirmLabel ?? ""}
        busy={busy}
        onConfirm={() =>
          asking && void run(asking.change.kind === "unpublish" ? { ...asking.change, removeMenuLinks } : asking.change)
        }
      >
        {asking?.body}
        {asking?.change.kind === "unpublish" && (
          <MenuLinksNotice slug={page.slug} open remove={removeMenuLinks} onRemoveChange={setRemoveMenuLinks} />
        )}
      </ConfirmDialog>
    </>
  );
}

function VersionDetails({
  version,
  draft,
  page,
  busy,
  onBack,
  onRestore,
  onRestoreSection,
}: {
  version: PageVersion;
  draft: Section[];
  page: PageSummary;
  busy: boolean;
  onBack: () => void;
  onRestore: () => void;
  onRestoreSection: (sectionId: string) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const sections = version.sections;
  const changes = versionChanges({ details: version, sections: sections ?? [] }, { details: page, sections: draft });
  const named = (refs: { title: string }[]) => refs.map((ref) => ref.title.trim() || "Untitled section").join(", ");
  return (
    <div className="space-y-6">
      <Button variant="ghost" className="-ml-3" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All versions
      </Button>
      <div>
        <h3 className="text-lg font-semibold">
          <VersionName version={version} />
        </h3>
        <VersionRestores version={version} />
        <p className="text-sm text-ink-soft">{version.summary}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {sections && (
            <Button variant="secondary" onClick={() => setPreviewing((shown) => !shown)}>
              {previewing ? `Hide the preview of version ${version.number}` : `Preview version ${version.number}`}
            </Button>
          )}
          <Button disabled={busy} onClick={onRestore}>
            Restore version {version.number}
          </Button>
        </div>
      </div>
      {previewing && sections && (
        <div className="h-[60vh]">
          <DevicePreview title={version.title} sections={sections} />
        </div>
      )}
      <section aria-labelledby="compare-heading">
        <h4 id="compare-heading" className="font-semibold">
          Your draft compared with this version
        </h4>
        <p className="mt-1 text-sm text-ink-soft">{changes.first ? "No changes" : describeChanges(changes)}.</p>
        <dl className="mt-2 space-y-1 text-sm">
          {(
            [
              ["Added in your draft", changes.added],
              ["Not in your draft", changes.removed],
              ["Edited in your draft", changes.edited],
              ["Moved in your draft", changes.moved],
            ] as const
          )
            .filter(([, refs]) => refs.length > 0)
            .map(([label, refs]) => (
              <div key={label} className="flex gap-2">
                <dt className="text-muted">{`${label}: `}</dt>
                <dd>{named(refs)}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="version-sections-heading">
        <h4 id="version-sections-heading" className="font-semibold">
          Sections in version {version.number}
        </h4>
        {sections ? (
          <ol className="mt-2 divide-y divide-ink/10">
            {sections.map((section) => (
              <li key={section.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="text-muted">{sectionNoun(section)}</span> · {sectionName(section)}
                </span>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Restore "${sectionName(section)}" from version ${version.number}`}
                  onClick={() => onRestoreSection(section.id)}
                >
                  Restore this section
                </Button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-muted">Visitors saw the page's designed layout in this version.</p>
        )}
      </section>
    </div>
  );
}

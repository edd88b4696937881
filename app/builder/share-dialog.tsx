import { Copy, Link2, Link2Off } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { AdminApiError } from "~/admin/admin-fetch";
import type { PageSummary } from "~/lib/page-model";
import { defaultShareDays, type PageShare, shareDays } from "~/lib/page-share";
import { formatUkTime } from "~/lib/uk-time";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { SelectField, TextField } from "~/ui/field";

import { createShare, fetchShare, revokeShare } from "./schedule-api";

interface ShareDialogProps {
  onOpenChange: (open: boolean) => void;
  page: PageSummary;
}

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

/**
 * 'Share draft' (decision 162): a link that shows the current draft to anyone who has it, without signing in, until it
 * expires or is revoked. The link is shown once, when it is made; only its fingerprint is kept.
 */
export function ShareDialog({ onOpenChange, page }: ShareDialogProps) {
  const [share, setShare] = useState<PageShare | null | "loading">("loading");
  const [link, setLink] = useState<string | null>(null);
  const [days, setDays] = useState<number>(defaultShareDays);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Mounted for each opening, so a link made before is never shown again.
  useEffect(() => {
    let current = true;
    fetchShare(page.slug).then(
      (found) => current && setShare(found),
      (error: unknown) => current && (setShare(null), setProblem(failure(error))),
    );
    return () => {
      current = false;
    };
  }, [page.slug]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  const create = () =>
    run(async () => {
      const made = await createShare(page.slug, days);
      setShare(made.share);
      setLink(new URL(made.path, window.location.origin).href);
    });

  const revoke = () =>
    run(async () => {
      await revokeShare(page.slug);
      setShare(null);
      setLink(null);
      toast.success("Link revoked", { description: "The draft link no longer works." });
    });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link copied");
    } catch {
      toast.error("Not copied", { description: "Select the link and copy it yourself." });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Share draft"
      description={`A link that shows the current draft of “${page.title}” to anyone who has it, without signing in. Search engines are told not to index it.`}
    >
      {share === "loading" ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <div className="space-y-4">
          {share && (
            <p className="text-sm text-ink-soft">
              A link is active until <time dateTime={share.expiresAt}>{formatUkTime(share.expiresAt)}</time>.
            </p>
          )}
          {link && (
            <div className="flex items-end gap-2">
              <TextField
                label="Draft link"
                className="min-w-0 flex-1"
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy()}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy link
              </Button>
            </div>
          )}
          {share && !link && (
            <p className="text-sm text-muted">
              For safety the link is shown only when it is made. To send it again, make a new link: the old one stops
              working.
            </p>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Link works for"
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {shareDays.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 1 ? "1 day" : `${choice} days`}
                </option>
              ))}
            </SelectField>
            <Button onClick={() => void create()} disabled={busy}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              {share ? "Make a new link" : "Create link"}
            </Button>
            {share && (
              <Button variant="secondary" onClick={() => void revoke()} disabled={busy}>
                <Link2Off aria-hidden="true" className="h-4 w-4" />
                Revoke link
              </Button>
            )}
          </div>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

import { Button } from "~/ui/button";

/** A catalogue editor's submit button, above and below its form: 'Save draft', 'Saving…' while the server is asked. */
export function SaveDraftButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" disabled={saving}>
      {saving ? "Saving…" : "Save draft"}
    </Button>
  );
}

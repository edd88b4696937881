import { useState } from "react";
import { toast } from "sonner";

import type { z } from "~/lib/zod";

import { AdminApiError } from "../admin-fetch";
import type { Problem } from "./model-form";

/**
 * Saves a part of the catalogue whole, as the draft: checked by its schema first, so that a bad value anywhere saves
 * nothing and is marked where it is; then sent, and a refusal's problems marked the same way. `problems` are the
 * marks, `saving` is true while the server is asked.
 */
export function useDraftSave<Saved>({
  schema,
  invalid,
  send,
  onSaved,
}: {
  schema: z.ZodType;
  /** What the toast says when the schema refuses: 'Some figures need correcting. Nothing was saved.' */
  invalid: string;
  send: (body: unknown) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saving, setSaving] = useState(false);
  const refuse = (found: Problem[], message: string) => {
    setProblems(found);
    toast.error("Not Saved", { description: message });
  };

  async function save(body: unknown) {
    const checked = schema.safeParse(body);
    if (!checked.success)
      return refuse(
        checked.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })),
        invalid,
      );
    setSaving(true);
    try {
      const saved = await send(body);
      setProblems([]);
      onSaved(saved);
      toast.success("Draft Saved", { description: "Visitors see the change once you publish the catalogue." });
    } catch (error) {
      const found = error instanceof AdminApiError && Array.isArray(error.body.problems) ? error.body.problems : [];
      refuse(found as Problem[], error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return { problems, saving, save };
}

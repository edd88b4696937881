/** What the pages API handlers share: reading a body against a schema, and answering page rule errors. */
import { json, readBody } from "~/lib/http";
import { z } from "~/lib/zod";

import { PageConflictError, PageRuleError } from "./page-rows.server";

/** The body, checked against `schema`; a 400 with the first problem's message otherwise (docs/product.md#failures-and-input). */
export async function readValid<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes: number,
): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readBody(request, maxBytes));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw json({ error: issues[0]?.message ?? "The request could not be read.", issues }, 400);
}

/**
 * Runs a page operation, turning a broken page rule into its JSON answer; a write based on a stale
 * revision answers 409 { error, current } with the page as it is now.
 */
export function answering(operation: () => Response): Response {
  try {
    return operation();
  } catch (error) {
    if (error instanceof PageConflictError) return json({ error: error.message, current: error.current }, 409);
    if (error instanceof PageRuleError) return json({ error: error.message }, error.status);
    throw error;
  }
}

/** The draft revision a write was based on. */
export const revisionSchema = z.number().int().positive();

/** A version's number as the URL gives it (`/versions/:number`), or null for anything else. */
export function versionNumber(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

import { readModelPageQuery } from "~/lib/catalogue/model-page-query";
import { specSheet } from "~/server/catalogue/spec-sheet.server";
import { notFound } from "~/server/not-found.server";
import { methodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/spec-sheet";

/**
 * /api/spec-sheets/{model}.pdf: the model's specification sheet from the published catalogue, with the outputs at
 * the buyer's system when the link carries one (`flow`, `return`, `room`, as the model page does).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const modelId = params.file.replace(/\.pdf$/, "");
  const query = readModelPageQuery(new URL(request.url).searchParams);
  if (query.errors.system)
    return new Response(`${query.errors.system}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const sheet = params.file.endsWith(".pdf") ? specSheet(modelId, query.system) : null;
  if (!sheet) notFound(request);
  const body = await sheet;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${modelId}-specification.pdf"`,
      // A publish changes the sheet: browsers check again each time.
      "Cache-Control": "no-cache",
    },
  });
}

/** Read only. */
export const action = methodsOnly("GET, HEAD");

import { type LegalDocumentId, legalDocuments } from "~/content/legal";
import { seo } from "~/lib/seo";
import { LegalPage } from "~/site/legal-page";

import type { Route } from "./+types/legal";

/** /terms, /privacy and /cookies share this module; the path names the document, which comes with the data so the
 * browser's bundle carries none of the three texts. */
export function loader({ request }: Route.LoaderArgs) {
  return { document: legalDocuments[new URL(request.url).pathname.split("/")[1] as LegalDocumentId] };
}

export const meta: Route.MetaFunction = (args) => {
  const { document } = args.loaderData;
  return seo(args, { title: document.title, description: document.metaDescription });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

import { useLocation } from "react-router";
import { type LegalDocumentId, legalDocuments } from "~/content/legal";
import { seo } from "~/lib/seo";
import { LegalPage } from "~/site/legal-page";
import type { Route } from "./+types/legal";

/** /terms, /privacy and /cookies share this module; the path names the document. */
function documentAt(pathname: string) {
  return legalDocuments[pathname.split("/")[1] as LegalDocumentId];
}

export const meta: Route.MetaFunction = (args) => {
  const document = documentAt(args.location.pathname);
  return seo(args, { title: document.title, description: document.metaDescription });
};

export default function Legal() {
  return <LegalPage document={documentAt(useLocation().pathname)} />;
}

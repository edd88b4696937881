import type { LegalDocument } from "~/content/legal";

/** A legal document (docs/product.md#routes Legal pages): numbered sections, the last-updated date and the contact address. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="bg-paper pt-[4.5rem]">
      <header className="bg-linen">
        <div className="container-page py-16 sm:py-24">
          <p className="eyebrow text-bronze">Legal</p>
          <h1 className="mt-4 font-display text-5xl sm:text-6xl">{document.title}</h1>
          <p className="mt-5 text-sm text-muted">Last updated {document.lastUpdated}</p>
        </div>
      </header>
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-label="Sections" className="hidden lg:block">
          <ol className="sticky top-28 space-y-3 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`} className="flex gap-3 text-ink-soft hover:text-ink">
                  <span className="w-5 shrink-0 text-bronze">{index + 1}.</span>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          <p className="text-lg leading-relaxed text-ink-soft">{document.intro}</p>
          <ol className="mt-12 space-y-12">
            {document.sections.map((section, index) => (
              <li key={section.heading} id={`section-${index + 1}`} className="scroll-mt-28">
                <h2 className="flex gap-4 font-display text-3xl">
                  <span className="text-bronze">{index + 1}.</span>
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 leading-[1.8] text-ink-soft">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-16 border-t border-ink/10 pt-8 text-ink-soft">
            Questions about this page? Write to us at{" "}
            <a href={`mailto:${document.contactEmail}`} className="font-semibold text-ink underline underline-offset-4">
              {document.contactEmail}
            </a>
            .
          </p>
        </div>
      </div>
    </article>
  );
}

import { n } from "~/lib/catalogue/figures";
import type { ProductTable } from "~/lib/catalogue/section-catalogue";
import { ArrowLink } from "~/ui/arrow-link";
import { cn } from "~/ui/cn";

import { ItemsSection } from "../parts/items-section";
import { useSectionData } from "../section-catalogue";
import type { SectionRenderProps } from "../types";

const cell = "px-3 py-2.5 text-right tabular-nums first:pl-0 first:text-left";

/** A model's sizes as a table that scrolls sideways on a phone rather than squeezing its figures. */
export default function ProductTableSection({ section, headingLevel }: SectionRenderProps) {
  const table = useSectionData<ProductTable>(section);
  return (
    <ItemsSection section={section} headingLevel={headingLevel} className="py-20 sm:py-24">
      {(tone) => (
        <>
          {table ? (
            <>
              <div className="mt-10 overflow-x-auto" tabIndex={0} role="region" aria-label={`Sizes of ${table.name}`}>
                <table className="w-full min-w-[34rem] border-collapse text-sm">
                  <caption className="sr-only">{`${table.name}: sizes and heat outputs`}</caption>
                  <thead>
                    <tr className={cn("border-b text-xs tracking-wide uppercase", tone.rule)}>
                      <th scope="col" className={cell}>
                        Code
                      </th>
                      <th scope="col" className={cell}>
                        Height × width (mm)
                      </th>
                      <th scope="col" className={cell}>
                        ΔT50 (W)
                      </th>
                      <th scope="col" className={cell}>
                        ΔT30 (W)
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row.code} className={cn("border-b", tone.rule)}>
                        <th scope="row" className={cn(cell, "font-medium")}>
                          {row.code}
                          {row.variant && (
                            <span className={cn("block text-xs font-normal", tone.soft)}>{row.variant}</span>
                          )}
                        </th>
                        <td className={cell}>{`${n(row.height)} × ${n(row.width)}`}</td>
                        <td className={cell}>{n(row.dt50)}</td>
                        <td className={cell}>{n(row.dt30)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ArrowLink to={table.path} className="mt-8">
                {`Every finish and your own system: ${table.name}`}
              </ArrowLink>
            </>
          ) : (
            <p className={cn("mt-10", tone.soft)}>This model's sizes appear here once it is published.</p>
          )}
        </>
      )}
    </ItemsSection>
  );
}

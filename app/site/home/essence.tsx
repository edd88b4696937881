import { Link } from "react-router";
import { home } from "~/content/home";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "../section-heading";
import { ValueGrid } from "../value-grid";

/** 'Essence': four values and 'Discover Our Story' → /philosophy (docs/product.md#routes Home). */
export function Essence() {
  const { essence } = home;
  return (
    <section aria-labelledby="essence-heading" className="bg-night py-24 text-white sm:py-32">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="essence-heading" heading={essence.heading} intro={essence.intro} tone="light" />
        </Reveal>
        <ValueGrid items={essence.values} tone="dark" className="mt-16" />
        {/* The link arrives with its section rather than sitting there before the values fade in. */}
        <Reveal className="mt-14" delay={240}>
          <Link
            to={essence.linkHref}
            className="inline-block border-b border-white pb-1 text-sm font-semibold tracking-wide hover:border-sand hover:text-sand"
          >
            {essence.linkLabel}
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

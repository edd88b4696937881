import { ButtonLink } from "~/ui/button";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/sections/designed/section-heading";

/**
 * The way on at the end of a collection page: a quotation, or back to every series. The overview itself
 * ends with it too, its second way leading to the gallery instead of to itself.
 */
export function CollectionOnward({
  secondary = { to: "/collection", label: "View All Collections" },
}: {
  secondary?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="onward-heading" className="py-24 sm:py-32">
      <Reveal className="container-page text-center">
        <SectionHeading
          id="onward-heading"
          eyebrow="Made to measure"
          heading="Find the right size and finish"
          intro="Tell us about your room and we will recommend the size, output and finish to suit it."
          align="center"
        />
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink size="lg" to="/contact">
            Ask for a quotation
          </ButtonLink>
          <ButtonLink size="lg" to={secondary.to} variant="outline">
            {secondary.label}
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  );
}

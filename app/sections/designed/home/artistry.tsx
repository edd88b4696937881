import { Link } from "react-router";
import { home } from "~/content/home";
import { pagePictures } from "~/content/images";
import { Picture } from "~/sections/parts/picture";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/sections/designed/section-heading";

/** 'Artistry in Form': the design philosophy in brief (docs/product.md#routes Home). */
export function Artistry() {
  const { artistry } = home;
  return (
    <section aria-labelledby="artistry-heading" className="bg-linen py-24 sm:py-32">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-24">
        <Reveal className="relative">
          <Picture
            picture={pagePictures.homeArtistry}
            sizes="(min-width: 1024px) 45vw, 92vw"
            imgClassName="aspect-[4/5] w-full object-cover"
          />
        </Reveal>
        <Reveal>
          <SectionHeading id="artistry-heading" eyebrow={artistry.eyebrow} heading={artistry.heading} />
          <div className="mt-8 space-y-5 leading-relaxed text-ink-soft">
            {artistry.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-12 grid grid-cols-3 gap-6 border-t border-ink/15 pt-8">
            {artistry.stats.map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{stat.label}</dt>
                <dd>
                  <span className="block font-display text-3xl sm:text-4xl">{stat.value}</span>
                  <span className="mt-2 block text-xs leading-snug text-muted">{stat.label}</span>
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to={artistry.linkHref}
            className="mt-10 inline-block border-b border-ink pb-1 text-sm font-semibold tracking-wide"
          >
            {artistry.linkLabel}
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

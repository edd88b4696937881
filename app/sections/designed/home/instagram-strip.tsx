import { InstagramIcon } from "~/ui/instagram-icon";
import { brand } from "~/content/brand";
import { home } from "~/content/home";
import { instagramTiles } from "~/content/images";
import { Picture } from "~/sections/parts/picture";
import { Reveal } from "~/ui/reveal";

/** Four Instagram teaser tiles linking to the account (docs/product.md#routes Home; a link, no embed). */
export function InstagramStrip() {
  const { instagram } = home;
  return (
    <section aria-labelledby="instagram-heading" className="py-20 sm:py-28">
      <div className="container-page">
        <Reveal className="mx-auto max-w-2xl text-center">
          <InstagramIcon className="mx-auto h-6 w-6 text-bronze" />
          <h2 id="instagram-heading" className="mt-4 font-display text-4xl sm:text-5xl">
            {instagram.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-ink-soft">{instagram.line}</p>
        </Reveal>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {instagramTiles.map((tile, index) => (
            <Reveal as="li" key={tile.id} delay={index * 100}>
              <a href={brand.instagram.url} rel="noopener" className="group relative block overflow-hidden bg-sand">
                <Picture
                  picture={tile}
                  alt=""
                  sizes="(min-width: 1024px) 23vw, 46vw"
                  imgClassName="aspect-square w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
                <span className="absolute inset-0 flex items-center justify-center bg-night/0 text-white opacity-0 transition-all duration-300 group-hover:bg-night/35 group-hover:opacity-100 group-focus-visible:bg-night/35 group-focus-visible:opacity-100">
                  <InstagramIcon className="h-7 w-7" />
                </span>
                <span className="sr-only">{`${tile.alt}, on Instagram`}</span>
              </a>
            </Reveal>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <a href={brand.instagram.url} rel="noopener" className="border-b border-ink pb-1 text-sm font-semibold">
            {instagram.linkLabel}
          </a>
        </p>
      </div>
    </section>
  );
}

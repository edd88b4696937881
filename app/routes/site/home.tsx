import { home } from "~/content/home";
import { heroImages } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { rootDataOf, seo } from "~/lib/seo";
import { useRootData } from "~/root";
import { ContactBlock } from "~/site/contact-block";
import { Hero } from "~/site/hero";
import { Artistry } from "~/site/home/artistry";
import { CollectionCards } from "~/site/home/collection-cards";
import { Essence } from "~/site/home/essence";
import { Inspiration } from "~/site/home/inspiration";
import { InstagramStrip } from "~/site/home/instagram-strip";
import { LocalBusinessData } from "~/site/local-business";
import { ButtonLink } from "~/ui/button";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import type { Route } from "./+types/home";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    // The site description of Settings names the home page: '{description} | {site name}'.
    title: rootDataOf(args.matches).siteDescription || home.meta.title,
    description: home.meta.description,
    image: pictureSrc(heroImages.home, 1600, "webp"),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, origin } = useRootData();
  if (loaderData.published)
    return (
      <>
        <LocalBusinessData siteName={siteName} origin={origin} />
        <PublishedOverDesign {...loaderData.published} />
      </>
    );
  return (
    <>
      <LocalBusinessData siteName={siteName} origin={origin} />
      <Hero
        picture={heroImages.home}
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        size="full"
        scrollTarget="content"
        scrollLabel={home.hero.scrollLabel}
      >
        <ButtonLink size="lg" to={home.hero.ctaHref} variant="light">
          {home.hero.ctaLabel}
        </ButtonLink>
      </Hero>
      <CollectionCards />
      <Artistry />
      <Essence />
      <Inspiration />
      <ContactBlock />
      <InstagramStrip />
    </>
  );
}

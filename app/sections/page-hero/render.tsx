import { usePicture } from "../page-images";
import { Hero } from "../parts/opening-hero";
import { scrollLabel } from "../parts/scroll-arrow";
import { SectionButtons } from "../parts/section-buttons";
import type { SectionRenderProps } from "../types";

/** The designed hero, drawn from the section: the site's own pictures keep their art direction and preload. */
export default function PageHeroSection({ section, headingLevel, nextTitle }: SectionRenderProps) {
  const picture = usePicture(section.imageUrl);
  return (
    <Hero
      picture={picture}
      imageUrl={picture ? undefined : section.imageUrl}
      title={section.title}
      subtitle={section.content || undefined}
      size={section.layout === "full-screen" ? "full" : "tall"}
      level={headingLevel}
      scrollLabel={section.scrollArrow ? scrollLabel(nextTitle) : undefined}
      anchor={section.anchor}
    >
      {section.buttons?.length ? <SectionButtons buttons={section.buttons} /> : undefined}
    </Hero>
  );
}

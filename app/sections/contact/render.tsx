import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { type ReactNode, useId } from "react";

import { brand } from "~/content/brand";
import { contact } from "~/content/contact";
import { Reveal } from "~/ui/reveal";

import { ContactForm } from "../parts/contact-form";
import { SectionElement } from "../parts/section-element";
import type { SectionRenderProps } from "../types";

/** One line of the showroom's details: an icon, named for screen readers, and the detail. */
function ContactDetail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 text-bronze" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The contact block of home, design and contact (docs/product.md#routes): the section's heading and words, then the
 * address, e-mail, phone and hours of Settings and the brand, and the form.
 */
export default function ContactSection({ section, headingLevel }: SectionRenderProps) {
  const { block } = contact;
  const titleId = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <SectionElement section={section} titleId={titleId} className="relative py-24 sm:py-32">
      <div className="container-page grid gap-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-24">
        <Reveal>
          {section.eyebrow && <p className="eyebrow text-bronze">{section.eyebrow}</p>}
          <Heading id={titleId} className="mt-4 font-display text-4xl leading-tight sm:text-5xl">
            {section.title}
          </Heading>
          <p className="mt-6 max-w-md leading-relaxed text-ink-soft">{section.content}</p>
          <dl className="mt-10 space-y-6 text-sm">
            <ContactDetail icon={MapPin} label={block.addressLabel}>
              {brand.address.street}
              <br />
              {brand.address.locality} {brand.address.postcode}, {brand.address.country}
            </ContactDetail>
            <ContactDetail icon={Mail} label={block.emailLabel}>
              <a href={`mailto:${brand.email}`} className="underline-offset-4 hover:underline">
                {brand.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={Phone} label={block.phoneLabel}>
              <a href={`tel:${brand.phone.tel}`} className="underline-offset-4 hover:underline">
                {brand.phone.display}
              </a>
            </ContactDetail>
            <ContactDetail icon={Clock} label={block.hoursLabel}>
              <ul className="space-y-1">
                {brand.openingHours.map((line) => (
                  <li key={line.days} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold">{line.days}</span>
                    <span className="text-ink-soft">{line.hours}</span>
                  </li>
                ))}
              </ul>
            </ContactDetail>
          </dl>
        </Reveal>
        <Reveal className="rounded-sm bg-white p-7 shadow-[0_30px_80px_-40px_rgb(29_27_24/0.35)] sm:p-12">
          <h3 className="mb-8 font-display text-3xl">{block.form.heading}</h3>
          <ContactForm />
        </Reveal>
      </div>
    </SectionElement>
  );
}

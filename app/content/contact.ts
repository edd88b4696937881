/**
 * Copy for /contact (docs/product.md#routes Contact page) and for the contact block shown on home, design and
 * contact. Address, e-mail, phone and opening hours themselves are in ./brand. The notices of
 * docs/product.md#messages ('Message Sent', 'Error', 'Sending...') belong to the form module that raises them.
 */
import { brand } from "./brand";
import type { PageCopy } from "./page-copy";

export interface ContactContent extends PageCopy {
  block: {
    eyebrow: string;
    heading: string;
    intro: string;
    addressLabel: string;
    emailLabel: string;
    phoneLabel: string;
    hoursLabel: string;
    form: {
      heading: string;
      nameLabel: string;
      emailLabel: string;
      companyLabel: string;
      messageLabel: string;
      messagePlaceholder: string;
      submitLabel: string;
    };
  };
  map: {
    heading: string;
    directions: string;
    /** Title of the map iframe, for screen readers. */
    frameTitle: string;
    linkLabel: string;
  };
}

const address = `${brand.address.street}, ${brand.address.locality} ${brand.address.postcode}`;

export const contact: ContactContent = {
  meta: {
    title: "Contact Our Heating Specialists",
    description:
      "Talk to our heating specialists about sizes, outputs, finishes and valves, request a quotation, or visit our Sheffield showroom. Open Monday to Friday.",
    keywords: [
      "contact",
      "radiator quotation",
      "radiator showroom Sheffield",
      "heating specialists",
      "designer radiators",
      "heated towel rails",
    ],
  },
  hero: {
    title: "Talk to Our Heating Specialists",
    subtitle:
      "Sizing, finishes, valves or a quotation: tell us about your room and we will usually reply within one working day.",
  },
  block: {
    eyebrow: "Get in Touch",
    heading: "Let\u2019s Talk About Your Project",
    intro:
      "Send us the room sizes, the look you have in mind and the kind of heating you have, and one of our specialists will recommend sizes, outputs and finishes, with a written quotation.",
    addressLabel: "Showroom & Workshop",
    emailLabel: "E-mail",
    phoneLabel: "Telephone",
    hoursLabel: "Opening Hours",
    form: {
      heading: "Send Us a Message",
      nameLabel: "Name",
      emailLabel: "Email",
      companyLabel: "Company (optional)",
      messageLabel: "Message",
      messagePlaceholder: "Tell us about the room, the size of the wall and the finish you like.",
      submitLabel: "Send Message",
    },
  },
  map: {
    heading: "Visit Our Showroom",
    directions:
      "We are in Kelham Island, a ten-minute walk from Sheffield city centre and five minutes from the Shalesmoor tram stop, with pay-and-display parking on nearby streets. Call ahead and we will have samples of your chosen finishes ready.",
    frameTitle: `Map showing ${brand.siteName} at ${address}`,
    linkLabel: "View a larger map",
  },
};

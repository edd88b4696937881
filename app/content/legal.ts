/**
 * The legal pages of docs/product.md#routes: Terms (9 sections), Privacy (9) and Cookies (6), each last updated
 * 1 May 2023. Sections are numbered where they render (1, 2, 3...), so headings carry no numbers.
 * The cookie policy describes what the site really does (docs/product.md#sign-in, #contact-messages, #accessibility): visitors
 * browsing get no cookies; asking for a quote keeps its lines in `tepore-quote-basket` (decision 209), sending it sets
 * the receipt `tepore-quote` (decision 135); the administrator has
 * `tepore_session`.
 */
import { brand } from "./brand";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: "1 May 2023";
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  contactEmail: string;
  metaDescription: string;
}

export type LegalDocumentId = "terms" | "privacy" | "cookies";

const name = brand.siteName;
const postalAddress = `${brand.address.street}, ${brand.address.locality} ${brand.address.postcode}`;

export const terms: LegalDocument = {
  title: "Terms & Conditions",
  lastUpdated: "1 May 2023",
  intro:
    "Please read these terms before using this website. They explain who we are, how you may use the site, and what you can expect from the information on it.",
  sections: [
    {
      heading: "About Us and These Terms",
      paragraphs: [
        `This website is run by ${name}, ${postalAddress}, United Kingdom. We are registered in England and Wales, and our company details are available on request.`,
        "These terms apply to your use of the website. By using it you accept them; if you do not agree with them, please do not use the website.",
      ],
    },
    {
      heading: "Using Our Website",
      paragraphs: [
        "The website is free to use and is provided for general information about our products. We aim to keep it available and accurate, but we may change, suspend or withdraw any part of it, and we cannot guarantee that it will always be available or free of errors.",
        "You must not misuse the website. Do not try to gain unauthorised access to it, to the server it runs on or to its administration area, and do not introduce viruses or other harmful material. We may report any such attempt to the relevant authorities.",
        "The website links to sites run by others, such as Instagram and OpenStreetMap. We are not responsible for their content, and their own terms and policies apply when you use them.",
      ],
    },
    {
      heading: "Product Information",
      paragraphs: [
        "We describe our radiators and towel rails as accurately as we can. Heat outputs are quoted to BS EN 442 at the stated temperature difference, ΔT50 unless we say otherwise; the output in your home will depend on your system's flow temperature, the room and the way the radiator is installed.",
        "The images on this website illustrate our products in room settings. Colours vary from screen to screen, so please ask for a finish sample before you decide. Dimensions are nominal and may vary within normal manufacturing tolerances, and we may update specifications as we improve our products.",
      ],
    },
    {
      heading: "Quotations and Orders",
      paragraphs: [
        "We do not sell through this website: there is no online shop, basket or checkout. To buy, ask us for a quotation. A quotation is valid for the period stated on it, and a contract is formed only when we confirm your order in writing.",
        "Every order is governed by our terms of sale, which we send with each quotation and which take precedence over these website terms for that order. Nothing in these terms affects your statutory rights as a consumer, including your rights under the Consumer Rights Act 2015.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        "The website and its content, including its text, product names, product designs, images and graphics, belong to us or to our licensors and are protected by copyright, design right and trade mark law.",
        "You may view the website, print or download extracts for your own personal, non-commercial use, and share links to it. You may not otherwise copy, adapt or republish any part of it without our written permission.",
      ],
    },
    {
      heading: "Enquiries and Messages",
      paragraphs: [
        "When you contact us through the contact form, by e-mail or by telephone, please give accurate details so that we can reply. We usually reply within one working day, although busy periods can take longer.",
        "Please do not send anything unlawful or offensive, and never send payment card details by e-mail or through the form. Our Privacy Policy explains how we handle the personal information you send us.",
      ],
    },
    {
      heading: "Our Liability",
      paragraphs: [
        "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be excluded or limited under the law of England and Wales.",
        "The website is provided for general information only, and advice on heating design should be confirmed by a qualified heating engineer for your property. As far as the law allows, we are not liable for loss arising from your use of, or reliance on, the website, and we are not liable to business users for any loss of profit, business or opportunity.",
      ],
    },
    {
      heading: "Changes to These Terms",
      paragraphs: [
        "We may update these terms from time to time, for example to reflect changes in the law or in how we run the website. The date at the top of this page shows when they were last updated.",
        "We will give at least 30 days' notice of any material change by publishing the revised terms on this page before they take effect and, where you have an open quotation or order with us, by telling you by e-mail. Minor changes that do not affect your rights, such as corrections of typing errors, may take effect straight away.",
      ],
    },
    {
      heading: "Governing Law and Contact",
      paragraphs: [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
        `If you have a question about these terms, please e-mail us at ${brand.email} or write to us at ${postalAddress}.`,
      ],
    },
  ],
  contactEmail: brand.email,
  metaDescription:
    "The terms for using our website: who we are, how you may use the site, product information and quotations, intellectual property, liability and changes.",
};

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "1 May 2023",
  intro:
    "This policy explains what personal information we collect through this website, why we collect it, how long we keep it and the rights you have. In short: we collect only what you send us, we use it only to reply to you, and we do not track you.",
  sections: [
    {
      heading: "Who We Are",
      paragraphs: [
        `${name}, ${postalAddress}, United Kingdom, is the controller of the personal information described in this policy. We are registered in England and Wales, and our company details are available on request.`,
        `We handle personal information in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. You can contact us about anything in this policy at ${brand.privacyEmail}.`,
      ],
    },
    {
      heading: "What We Collect",
      paragraphs: [
        "When you send a message through our contact form, we collect your name, your e-mail address, your company name if you choose to give it, and your message. When you ask for a quote, we also collect your telephone number, your postcode, the installation date if you give one, and the radiators, fittings and rooms you list, so that our showroom can price, deliver and call you about it. If you e-mail or telephone us instead, we keep the details you give us in the same way.",
        "Like every web server, ours receives the internet (IP) address of each request. We use it only to protect the contact form and the administration sign-in from abuse, as explained below.",
        "We use no analytics, advertising or tracking of any kind, and we do not buy personal information from anyone.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: [
        "We use the details you send to read and answer your enquiry, to prepare any quotation you ask for and to follow up on that enquiry. If you go on to order from us, we use them to supply your order and to look after you afterwards.",
        "To stop automated spam and password guessing, our server records the IP address and time of each contact form submission and each failed sign-in to the administration area, and limits repeated attempts. These records are not linked to your name or message.",
        "We do not send marketing e-mails unless you ask us to, and we never sell or rent your personal information.",
      ],
    },
    {
      heading: "Our Lawful Basis",
      paragraphs: [
        "We answer enquiries on the basis of our legitimate interest in responding to people who contact us and, where you ask for a quotation, because it is a step you have asked us to take before entering into a contract. Protecting the website from abuse is also in our legitimate interests.",
        "If you become a customer, we keep order and invoice records because the law requires us to.",
      ],
    },
    {
      heading: "Where Your Information Goes",
      paragraphs: [
        "Your message is stored on our server, in a database that only the site's administrator can read after signing in.",
        "When e-mail delivery is configured, your name, e-mail address, company and message are also passed to EmailJS, an e-mail delivery service, so that your message reaches our inbox. EmailJS acts on our instructions as our processor. Where a provider processes data outside the UK, we rely on the safeguards UK data protection law requires, such as adequacy regulations or the International Data Transfer Agreement.",
        "The map on our contact page is loaded from openstreetmap.org, which receives your IP address when the map loads; our Cookie Policy explains this. We share personal information with nobody else, except our professional advisers where necessary or where the law requires it.",
      ],
    },
    {
      heading: "How Long We Keep It",
      paragraphs: [
        "We keep enquiries and our replies for up to 24 months after our last contact with you, so that we can pick up where we left off if you come back to us, and then delete them. You can ask us to delete them sooner at any time.",
        "If you become a customer, we keep order and invoice records for six years after the end of the financial year they relate to, as UK tax law requires. Records of IP addresses kept to limit repeated attempts are used only during the short window each limit covers, and older records are cleared automatically.",
      ],
    },
    {
      heading: "Keeping It Secure",
      paragraphs: [
        "The website is served over an encrypted (HTTPS) connection. Messages are held on our server behind a password-protected administration area; the password is stored only as a one-way hash, and each sign-in session ends after seven days at the latest.",
        "Only the people who need to answer your enquiry can see it. No system is perfectly secure, but we review our measures regularly, and we will tell you and the Information Commissioner's Office about any breach where the law requires us to.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        `Under UK GDPR you have the right to ask for a copy of the personal information we hold about you, to have it corrected or deleted, to restrict or object to how we use it, and to receive it in a portable format. To use any of these rights, e-mail ${brand.privacyEmail}. There is no charge, and we will reply within one month.`,
        "If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk or on 0303 123 1113.",
      ],
    },
    {
      heading: "Changes and Contact",
      paragraphs: [
        "We will update this policy if the way we handle personal information changes, and the date at the top of this page shows when it last changed. Where a change is significant, we will say so clearly on this page.",
        `Questions about this policy or your information are welcome at ${brand.privacyEmail}, or by post to Privacy, ${name}, ${postalAddress}.`,
      ],
    },
  ],
  contactEmail: brand.privacyEmail,
  metaDescription:
    "How we handle personal information under UK GDPR and the Data Protection Act 2018: what the contact form collects, why, how long we keep it and your rights.",
};

export const cookies: LegalDocument = {
  title: "Cookie Policy",
  lastUpdated: "1 May 2023",
  intro:
    "This policy explains the cookies and similar technologies this website uses. The short answer: if you are browsing, none.",
  sections: [
    {
      heading: "Our Approach in Brief",
      paragraphs: [
        "Visitors browsing this website receive no cookies at all. We use no analytics, no advertising and no tracking of any kind, and nothing on our pages follows you around the web.",
        "We set only three cookies, all strictly necessary and described below: one when you add a radiator to a quote request, so that the request keeps its lines while you choose others; one when you send us a quote request, so that your browser can show you its confirmation; and one for the site's administrator. Strictly necessary cookies do not need consent, and we set no others, so no cookie banner is needed and you will not see one here.",
      ],
    },
    {
      heading: "What Cookies Are",
      paragraphs: [
        "Cookies are small text files that a website asks your browser to store, so that it can recognise the browser on a later visit. Similar technologies, such as your browser's local storage, work in much the same way.",
        "Under the Privacy and Electronic Communications Regulations 2003 (PECR), a website must ask for your consent before using cookies or similar technologies, unless they are strictly necessary to provide a service you have asked for.",
      ],
    },
    {
      heading: "The Cookies We Use",
      paragraphs: [
        "tepore-quote is a strictly necessary cookie, set only when you send a quote request. It holds a random receipt so that your browser, and nobody else, is shown your quote's reference and guide prices after sending. It is marked HttpOnly, is sent only to our quote page, and ends after one day.",
        "tepore-quote-basket is a strictly necessary cookie, set only when you ask for a quote for a radiator. It holds the lines of your quote request (the models, sizes, finishes, quantities, rooms and fittings you chose) so that each radiator you add joins the same request, is sent only to our quote page, and ends after 30 days or when you send the request. When JavaScript runs, your browser also keeps these lines in its local storage, so that tabs open on our site stay in step.",
        "tepore_session is a strictly necessary cookie, set only when the site's administrator signs in to manage the website. It holds a random sign-in token, is marked HttpOnly so that scripts on the page cannot read it, and is sent only to this website.",
        "It ends when the administrator signs out, or after 7 days at the latest. Visitors who do not sign in to the administration area never receive it.",
      ],
    },
    {
      heading: "Local Storage in the Editor",
      paragraphs: [
        "While the administrator edits pages, their browser keeps the work in progress, such as page details, sections and a signed-in flag, in its local storage, so that nothing typed is lost on a reload and open tabs stay in step.",
        "This is strictly necessary for the editor to work. It stays on the administrator's own device and is never used for tracking. Our public pages store nothing in your browser.",
      ],
    },
    {
      heading: "The Map on Our Contact Page",
      paragraphs: [
        "The map on our contact page is an OpenStreetMap embed, loaded from openstreetmap.org. We configure it without cookies, and we show our address as text beside it, so you can find us without the map.",
        "When the map loads, your browser requests map images from OpenStreetMap's servers, which receive your IP address and the usual browser information, as with any web request. The OpenStreetMap Foundation's own privacy policy applies to that request.",
      ],
    },
    {
      heading: "Managing Cookies and Contact",
      paragraphs: [
        "Because we set no cookies for visitors beyond the strictly necessary quote receipt, there is nothing to accept or decline. You can still block or delete cookies in your browser's settings; the only effects on this site are that a sent quote request shows its thanks without its summary, and that the administrator cannot sign in while cookies are blocked.",
        `If we ever add a cookie that is not strictly necessary, we will update this policy and ask for your consent first. Questions about cookies are welcome at ${brand.privacyEmail}.`,
      ],
    },
  ],
  contactEmail: brand.privacyEmail,
  metaDescription:
    "Visitors to our website get no cookies: no analytics, advertising or tracking. The only cookie is a strictly necessary one set when our administrator signs in.",
};

export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  terms,
  privacy,
  cookies,
};

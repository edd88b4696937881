/**
 * Copy for the fixed collection pages, /collection/{id} (docs/product.md#routes), and /collection/bathroom
 * (docs/product.md#no-dead-links). Items are in the order the imagery is drawn: do not reorder them.
 * Outputs are quoted to BS EN 442 at ΔT50; 1 W = 3.412 BTU/h.
 */
import type { CollectionPageId } from "./series";

export interface CollectionPageItem {
  name: string;
  description: string;
}

export interface CollectionPage {
  id: CollectionPageId;
  title: string;
  subtitle: string;
  /** The document title; the site name is appended where it renders. */
  metaTitle: string;
  /** 150–160 characters. */
  metaDescription: string;
  keywords: readonly string[];
  intro: { heading: string; body: readonly string[] };
  items: readonly { name: string; description: string }[];
}

export const collectionPages: Readonly<Record<CollectionPageId, CollectionPage>> = {
  modern: {
    id: "modern",
    title: "Modern Radiators",
    subtitle: "Retto flat-panel radiators: smooth steel, crisp edges, serious warmth.",
    metaTitle: "Modern Flat-Panel Radiators: Retto",
    metaDescription:
      "Retto modern flat-panel radiators in anthracite, white and matte black. Horizontal, vertical and double-panel steel designs, made to measure in Sheffield.",
    keywords: [
      "modern radiators",
      "flat panel radiators",
      "designer radiators",
      "vertical radiators",
      "anthracite radiators",
      "Retto",
    ],
    intro: {
      heading: "Flat Steel, Quietly Architectural",
      body: [
        "Retto hides everything that makes a radiator work behind a single smooth face of low-carbon steel. There are no visible seams or fins, only a clean plane with crisp square edges that sits as comfortably against bare plaster as it does against timber panelling.",
        "Choose horizontal panels for beneath windows, vertical ones for narrow walls, and the double panel wherever you need the most heat from the least space. Standard sizes are dispatched within five working days; made-to-measure sizes and RAL colours take four to six weeks.",
      ],
    },
    items: [
      {
        name: "Retto Horizontal",
        description:
          "A long, low panel in anthracite for beneath a window or along an open wall. 600\u00a0mm high, from 600 to 2,000\u00a0mm wide, as a single or double panel.",
      },
      {
        name: "Retto Vertical",
        description:
          "Tall and slim in white, for the narrow wall beside a door or chimney breast. The 1,800\u00a0x\u00a0500\u00a0mm double panel gives 1,560\u00a0W (5,323\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Retto Double",
        description:
          "Two flat panels with the convectors hidden between them, in matte black, for the most heat from the least wall. 600\u00a0x\u00a01,400\u00a0mm gives 2,140\u00a0W (7,302\u00a0BTU/h) at ΔT50.",
      },
    ],
  },
  minimalist: {
    id: "minimalist",
    title: "Minimalist Radiators",
    subtitle: "Flusso rounded-bar radiators: soft lines, fast warmth, nothing extra.",
    metaTitle: "Minimalist Rounded-Bar Radiators: Flusso",
    metaDescription:
      "Flusso minimalist radiators in soft rounded aluminium bars: vertical, horizontal and slim, in white, anthracite and brushed brass. Quick to warm on heat pumps.",
    keywords: [
      "minimalist radiators",
      "aluminium radiators",
      "vertical designer radiators",
      "heat pump radiators",
      "brushed brass radiator",
      "Flusso",
    ],
    intro: {
      heading: "Soft Lines, Quick Warmth",
      body: [
        "Flusso, Italian for flow, gathers slim, fully rounded aluminium bars into one calm surface. There is nothing to catch the eye but the rhythm of the bars and the light along their curves.",
        "Aluminium conducts heat well and holds little water, so Flusso warms a room quickly and responds fast to its thermostat. That makes it an excellent match for heat pumps and low-temperature systems, and we publish outputs at ΔT30 as well as ΔT50 so you can size it correctly.",
      ],
    },
    items: [
      {
        name: "Flusso Vertical",
        description:
          "Rounded bars rising 1,800\u00a0mm in soft white, spaced to read as one calm surface. It gives 1,180\u00a0W (4,026\u00a0BTU/h) at ΔT50 from a footprint just 420\u00a0mm wide.",
      },
      {
        name: "Flusso Horizontal",
        description:
          "The same rounded bars laid flat in anthracite, for beneath a window or along a landing. 550\u00a0mm high, in widths from 600 to 1,800\u00a0mm.",
      },
      {
        name: "Flusso Slim",
        description:
          "Fewer, finer bars in a lacquered brushed-brass finish, for alcoves, hallways and the space beside a door. Just 300\u00a0mm wide and 56\u00a0mm deep.",
      },
    ],
  },
  classic: {
    id: "classic",
    title: "Classic Radiators",
    subtitle: "Augusto column radiators, built section by section to fit your wall.",
    metaTitle: "Classic Column Radiators: Augusto",
    metaDescription:
      "Augusto classic column radiators in 2, 3 and 4-column depths, built to length in steel. White, anthracite or antique brass, on wall brackets or cast floor feet.",
    keywords: [
      "column radiators",
      "traditional radiators",
      "classic radiators",
      "cast iron style radiators",
      "period home radiators",
      "Augusto",
    ],
    intro: {
      heading: "The Column Radiator, Made Properly",
      body: [
        "Augusto follows the pattern that has warmed British homes for more than a century: tubular steel columns welded into sections, then built up to the length your wall needs. The result is the deep, even warmth and generous presence of a traditional radiator, at a fraction of the weight of cast iron.",
        "Choose the depth for your room, from the slim 2-column to the substantial 4-column, and the height from 300 to 2,000\u00a0mm. Fit it on wall brackets, or on cast feet where a wall will not take the load.",
      ],
    },
    items: [
      {
        name: "Augusto 2-Column",
        description:
          "The slimmest Augusto at 70\u00a0mm deep, in traditional white. It fits narrow hallways and shallow window reveals without losing the look of a proper column radiator.",
      },
      {
        name: "Augusto 3-Column",
        description:
          "Our most popular depth, in anthracite. At 600\u00a0mm high with 22 sections it gives 1,330\u00a0W (4,538\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Augusto 4-Column",
        description:
          "The deepest and warmest Augusto at 140\u00a0mm, finished in antique brass for period rooms and large, high-ceilinged spaces.",
      },
    ],
  },
  "augusto-towel-rail": {
    id: "augusto-towel-rail",
    title: "Augusto Towel Rails",
    subtitle: "Traditional floor-standing towel rails with Edwardian proportions.",
    metaTitle: "Traditional Floor-Standing Towel Rails: Augusto",
    metaDescription:
      "Augusto traditional floor-standing towel rails in chrome, antique brass and white. Turned feet, a wall stay, and central heating, electric or dual-fuel options.",
    keywords: [
      "traditional towel rails",
      "floor standing towel rail",
      "heated towel rails",
      "antique brass towel rail",
      "dual fuel towel rail",
      "Augusto Towel Rail",
    ],
    intro: {
      heading: "A Period Rail for a Modern Bathroom",
      body: [
        "The Augusto Towel Rail stands on turned feet with a discreet wall stay, just as a good Edwardian rail should, with a deep top bar sized for bath sheets. It sits naturally beside a roll-top bath, a pedestal basin or a run of metro tiles.",
        "It can run from your central heating, from the mains with a concealed electric element, or from both as a dual-fuel rail, so your towels stay warm in summer when the boiler is off. Pair it with our traditional valves in a matching finish.",
      ],
    },
    items: [
      {
        name: "Augusto Towel Rail in Chrome",
        description:
          "Bright chrome over polished steel, for a crisp, classic bathroom. The 952\u00a0x\u00a0500\u00a0mm rail gives 420\u00a0W (1,433\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Augusto Towel Rail in Antique Brass",
        description:
          "A warm, softly aged brass finish that sits happily beside roll-top baths and period tiles. Pair it with our lever-head valves in the same finish.",
      },
      {
        name: "Augusto Towel Rail in White",
        description:
          "A hard-wearing white that is easy to wipe clean and light in a small room. Also made as a dual-fuel rail with a concealed electric element.",
      },
    ],
  },
  premium: {
    id: "premium",
    title: "Designer Towel Rails",
    subtitle: "Volo: three sculpted towel rails for the bathroom as a room to be designed.",
    metaTitle: "Designer Towel Rails: Volo",
    metaDescription:
      "Volo designer heated towel rails in three forms, Ladder, Arc and Wall, finished in matte black, chrome or brushed brass. Central heating, electric or dual fuel.",
    keywords: [
      "designer towel rails",
      "heated towel rails",
      "matte black towel rail",
      "brushed brass towel rail",
      "luxury bathroom radiator",
      "Volo",
    ],
    intro: {
      heading: "Towel Rails Worth Looking At",
      body: [
        "Volo, Italian for flight, is our designer towel rail in three forms. Each has wide, flat rails so towels hang smoothly and dry evenly, and each is finished to stand on its own as a piece of bathroom design rather than an afterthought beside the shower.",
        "Every Volo can run on central heating, electricity or both. Electric versions use a thermostatic element with a timer, so the rail warms only when you need it.",
      ],
    },
    items: [
      {
        name: "Volo Ladder",
        description:
          "Broad flat rails on slender uprights in matte black, so towels hang flat and dry evenly. The 1,200\u00a0x\u00a0500\u00a0mm size gives 540\u00a0W (1,842\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Volo Arc",
        description:
          "A gently curved face in polished chrome that brings the rails forward, leaving room to drape a bath sheet. Made in heights of 800, 1,200 and 1,600\u00a0mm.",
      },
      {
        name: "Volo Wall",
        description:
          "A compact wall-hung rail in brushed brass for cloakrooms and ensuites where every centimetre counts. The electric version needs no plumbing at all.",
      },
    ],
  },
  soffio: {
    id: "soffio",
    title: "Soffio Towel Rails",
    subtitle: "Round-bar towel rails in white, anthracite and chrome.",
    metaTitle: "Soffio Round-Bar Heated Towel Rails",
    metaDescription:
      "Soffio heated towel rails in white, anthracite and chrome: 25\u00a0mm round steel bars, sized from cloakroom to family bathroom, for central heating or electricity.",
    keywords: [
      "heated towel rails",
      "chrome towel rail",
      "white towel rail",
      "anthracite towel rail",
      "electric towel rail",
      "Soffio",
    ],
    intro: {
      heading: "The Everyday Towel Rail, Made Well",
      body: [
        "Soffio, Italian for a breath of air, is the towel rail most bathrooms need: straight 25\u00a0mm round bars, set in three generous groups on slim uprights so towels fold over easily, built with the same welds and finishes as our most elaborate designs.",
        "It comes in heights from 800 to 1,800\u00a0mm and widths from 400 to 600\u00a0mm, for central heating, electric or dual-fuel use. Stock sizes in all three finishes are dispatched within five working days.",
      ],
    },
    items: [
      {
        name: "Soffio in White",
        description:
          "Clean white round bars, ideal for a bright family bathroom. The 1,200\u00a0x\u00a0500\u00a0mm size gives 510\u00a0W (1,740\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Soffio in Anthracite",
        description:
          "The same rail in soft-sheen anthracite, a quietly modern partner for grey stone and concrete-effect tiles.",
      },
      {
        name: "Soffio in Chrome",
        description:
          "Chrome-plated for a bright, reflective finish that suits any tap set. Available for central heating, electric or dual-fuel use.",
      },
    ],
  },
  breva: {
    id: "breva",
    title: "Breva Towel Rails",
    subtitle: "Square flat-bar towel rails in chrome, anthracite and matte black.",
    metaTitle: "Breva Square Flat-Bar Towel Rails",
    metaDescription:
      "Breva square flat-bar heated towel rails in chrome, anthracite and matte black. Crisp modern lines, concealed brackets, and central heating or electric options.",
    keywords: [
      "square towel rails",
      "flat bar towel rail",
      "matte black towel rail",
      "modern heated towel rail",
      "chrome towel rail",
      "Breva",
    ],
    intro: {
      heading: "Clear Lines for the Modern Bathroom",
      body: [
        "Breva takes its name from the afternoon breeze that clears the air over Lake Como, and it brings the same clarity to the bathroom: flat rectangular bars on square uprights, with sharp edges and clean reflections.",
        "Concealed wall brackets let the rail appear to float, and the gaps between bars are sized for folded towels. Choose chrome for brightness, anthracite for warmth or matte black for contrast.",
      ],
    },
    items: [
      {
        name: "Breva in Chrome",
        description:
          "Flat bars on square uprights in polished chrome, with crisp edges and clean reflections. The 1,200\u00a0x\u00a0500\u00a0mm size gives 470\u00a0W (1,604\u00a0BTU/h) at ΔT50.",
      },
      {
        name: "Breva in Anthracite",
        description:
          "A fine-textured anthracite powder coat on the square profile, at home in bathrooms of stone, slate and timber.",
      },
      {
        name: "Breva in Matte Black",
        description:
          "The most graphic Breva, in matte black with matching valves, striking against white tiles and pale plaster.",
      },
    ],
  },
  bathroom: {
    id: "bathroom",
    title: "Bathroom Collection",
    subtitle: "Heated towel rails in four series, from traditional to sharply modern.",
    metaTitle: "Heated Towel Rails for the Bathroom",
    metaDescription:
      "Heated towel rails in four series: Augusto Towel Rail, Volo, Soffio and Breva. Traditional to modern, in chrome, brass, white, anthracite and matte black.",
    keywords: [
      "heated towel rails",
      "bathroom radiators",
      "designer towel rails",
      "traditional towel rails",
      "electric towel rails",
      "dual fuel towel rails",
    ],
    intro: {
      heading: "Warm Towels, Warm Rooms",
      body: [
        "A good towel rail does two jobs: it dries and warms your towels, and it helps heat the bathroom. Our four towel rail series do both, from the period Augusto Towel Rail to the sharply modern Breva.",
        "Every rail can run on central heating, electricity or both as dual fuel, and every steel body carries our 10-\u2060year guarantee. Electric installations in a bathroom should be made by a qualified electrician, and we are glad to help you choose the right element.",
      ],
    },
    items: [
      {
        name: "Augusto Towel Rail",
        description:
          "Traditional floor-standing rails on turned feet, with a deep top bar for bath sheets, in chrome, antique brass and white.",
      },
      {
        name: "Volo",
        description:
          "Designer towel rails in three forms, Ladder, Arc and Wall, with wide flat rails, in matte black, chrome and brushed brass.",
      },
      {
        name: "Soffio",
        description:
          "Round-bar towel rails in white, anthracite and chrome: the straightforward choice for any bathroom, made well.",
      },
      {
        name: "Breva",
        description:
          "Square flat-bar towel rails with crisp modern edges and concealed brackets, in chrome, anthracite and matte black.",
      },
    ],
  },
};

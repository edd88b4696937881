import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";

// Pages built through the pages API and seen by a visitor without a session (docs/product.md#publishing, #standard-pages).

type Item = { id: string; title: string; content: string; imageUrl: string };
type Section = {
  id: string;
  type: string;
  layout: string;
  title: string;
  content: string;
  imageUrl: string;
  backgroundColor: string;
  items?: Item[];
  reference?: string;
};

const img = (id: string, width = 960) => `/img/${id}-${width}.webp`;
const items = (count: number, make: (n: number) => Omit<Item, "id">): Item[] =>
  Array.from({ length: count }, (_, n) => ({ id: `item-${n + 1}`, ...make(n) }));
const pictures = [
  "gallery-retto-horizontal-anthracite-living",
  "gallery-augusto-4-brass-dining",
  "gallery-volo-arc-chrome-bathroom",
  "gallery-flusso-slim-brass-hallway",
  "gallery-augusto-2-white-living",
  "gallery-soffio-chrome-bathroom",
  "gallery-breva-black-bathroom",
  "gallery-augusto-3-brass-library",
];

/** One section of every type and layout, the defaults (no layout) and an unknown type. */
function everyLayout(tag: string): Section[] {
  const base = { content: "", imageUrl: "", backgroundColor: "#ffffff" };
  return [
    {
      ...base,
      id: "hero-full",
      type: "hero",
      layout: "full-width",
      title: `Warmth for ${tag}`,
      content: "Over a picture.",
      imageUrl: img("hero-design", 1600),
      backgroundColor: "#151412",
    },
    {
      ...base,
      id: "hero-split",
      type: "hero",
      layout: "split",
      title: "Split Hero",
      content: "Beside a picture.",
      imageUrl: img(pictures[0]!),
    },
    {
      ...base,
      id: "hero-default",
      type: "hero",
      layout: "",
      title: "Default Hero",
      content: "Centred.",
      backgroundColor: "#f8f9fa",
    },
    {
      ...base,
      id: "text-centered",
      type: "text",
      layout: "centered",
      title: "Centered Text",
      content: "First paragraph.\n\n<b>Not bold</b>, plain text.",
    },
    {
      ...base,
      id: "text-two",
      type: "text",
      layout: "two-column",
      title: "Two Column Text",
      content: "Beside the title.",
      backgroundColor: "#ebe4d8",
    },
    {
      ...base,
      id: "gallery-grid",
      type: "gallery",
      layout: "grid",
      title: "Grid Gallery",
      items: items(3, (n) => ({
        title: `Room ${n + 1}`,
        content: `Room text ${n + 1}`,
        imageUrl: n === 2 ? "/img/missing-960.webp" : img(pictures[n]!),
      })),
    },
    {
      ...base,
      id: "gallery-masonry",
      type: "gallery",
      layout: "masonry",
      title: "Masonry Gallery",
      items: items(8, (n) => ({ title: `Tile ${n + 1}`, content: "", imageUrl: img(pictures[n]!) })),
    },
    { ...base, id: "gallery-empty", type: "gallery", layout: "grid", title: "Gallery Without Items", items: [] },
    {
      ...base,
      id: "gallery-default",
      type: "gallery",
      layout: "",
      title: "Default Gallery",
      content: "Title and text only.",
      items: items(2, (n) => ({ title: `Hidden ${n + 1}`, content: "", imageUrl: "" })),
    },
    {
      ...base,
      id: "features-cards",
      type: "features",
      layout: "cards",
      title: "Feature Cards",
      items: items(3, (n) => ({
        title: n === 1 ? "" : `Card ${n + 1}`,
        content: n === 1 ? "" : "Card text.",
        imageUrl: "",
      })),
    },
    {
      ...base,
      id: "features-columns",
      type: "features",
      layout: "columns",
      title: "Feature Columns",
      backgroundColor: "#151412",
      items: items(4, (n) => ({ title: `Column ${n + 1}`, content: "Column text.", imageUrl: "" })),
    },
    {
      ...base,
      id: "features-default",
      type: "features",
      layout: "",
      title: "Default Features",
      items: items(2, (n) => ({ title: `Point ${n + 1}`, content: "Explained.", imageUrl: "" })),
    },
    {
      ...base,
      id: "testimonial-slider",
      type: "testimonial",
      layout: "slider",
      title: "Testimonial Slider",
      items: items(3, (n) => ({ title: `Customer ${n + 1}`, content: `Quote ${n + 1}.`, imageUrl: "" })),
    },
    {
      ...base,
      id: "testimonial-grid",
      type: "testimonial",
      layout: "grid",
      title: "Testimonial Grid",
      items: items(3, (n) => ({
        title: n === 0 ? "" : `Client ${n + 1}`,
        content: n === 0 ? "" : `Praise ${n + 1}.`,
        imageUrl: "",
      })),
    },
    {
      ...base,
      id: "testimonial-default",
      type: "testimonial",
      layout: "",
      title: "Testimonial List",
      items: items(2, (n) => ({ title: `Reader ${n + 1}`, content: `Note ${n + 1}.`, imageUrl: "" })),
    },
    { ...base, id: "testimonial-empty", type: "testimonial", layout: "grid", title: "No Testimonials", items: [] },
    {
      ...base,
      id: "generic",
      type: "banner",
      layout: "wide",
      title: "Generic Block",
      content: "An unknown type.",
      imageUrl: img(pictures[1]!),
    },
  ];
}

/** The layout each section of `everyLayout` is drawn in. */
const drawnLayouts = [
  "full-width",
  "split",
  "default",
  "centered",
  "two-column",
  "grid",
  "masonry",
  "grid",
  "default",
  "cards",
  "columns",
  "default",
  "slider",
  "grid",
  "default",
  "grid",
  "default",
];

async function signIn(request: APIRequestContext) {
  const response = await request.post("/api/admin/session", { data: { password: "e2e-admin-password" } });
  expect(response.ok()).toBe(true);
}

/** Saves on the page's latest revision, as a builder that is up to date does. */
async function savePage(request: APIRequestContext, urlSlug: string, page: object, sections?: Section[]) {
  const current = await request.get(`/api/admin/pages/${urlSlug}`);
  const { revision } = ((await current.json()) as { page: { revision: number } }).page;
  const response = await request.put(`/api/admin/pages/${urlSlug}`, { data: { page, sections, revision } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).page;
}

async function publish(request: APIRequestContext, urlSlug: string, body: object = {}) {
  const response = await request.post(`/api/admin/pages/${urlSlug}/publish`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).page;
}

/** A page in a fresh browser context: no cookies, no admin session. */
async function asVisitor<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a page built through the API shows a visitor exactly its published sections", async ({ browser, request }) => {
  test.setTimeout(60_000); // five visits in fresh browser contexts
  const tag = unique();
  const slug = `every-layout-${tag}`;
  await signIn(request);
  const created = await request.post("/api/admin/pages", { data: {} });
  expect(created.status()).toBe(201);
  const untitled = (await created.json()).page.slug as string;

  // Unpublished, it is not there for visitors.
  const sections = everyLayout(tag);
  await savePage(
    request,
    untitled,
    { title: `Every Layout ${tag}`, slug, description: "Every section layout, published." },
    sections,
  );
  await asVisitor(browser, async (page) => {
    expect((await page.goto(`/${slug}`))!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  expect(await publish(request, slug)).toMatchObject({ slug, isPublished: true, status: "published" });

  await asVisitor(browser, async (page) => {
    expect((await page.goto(`/${slug}`))!.status()).toBe(200);
    await expect(page).toHaveTitle(`Every Layout ${tag} | Tepore`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Every section layout, published.",
    );

    const drawn = page.locator("main section[data-section-id]");
    await expect(drawn).toHaveCount(sections.length);
    for (const [index, section] of sections.entries()) {
      await expect(drawn.nth(index)).toHaveAttribute("data-section-id", section.id);
      await expect(drawn.nth(index)).toHaveAttribute("data-section-type", section.type);
      await expect(drawn.nth(index)).toHaveAttribute("data-layout", drawnLayouts[index]!);
    }
    const at = (id: string) => page.locator(`[data-section-id="${id}"]`);

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Warmth for ${tag}`);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(sections.slice(1).map((s) => s.title));
    await expect(at("hero-full")).toHaveCSS("background-color", "rgb(21, 20, 18)");
    await expect(at("text-centered").getByText("<b>Not bold</b>, plain text.")).toBeVisible();
    await expect(at("text-centered").locator("b")).toHaveCount(0);

    // Galleries: a broken picture shows a placeholder; masonry shows at most 6, the first enlarged;
    // no items shows the four fallback items; the default shows title and text only.
    await expect(at("gallery-grid").getByRole("listitem")).toHaveCount(3);
    await at("gallery-grid").getByRole("listitem").last().scrollIntoViewIfNeeded(); // pictures load lazily
    await expect(at("gallery-grid").getByRole("img", { name: "Image not available" })).toHaveCount(1);
    await expect(at("gallery-masonry").getByRole("listitem")).toHaveCount(6);
    await expect(at("gallery-masonry").getByRole("listitem").first()).toHaveClass(/col-span-2/);
    await expect(at("gallery-masonry").getByText("Tile 7")).toHaveCount(0);
    await expect(at("gallery-empty").locator("figcaption > span:first-child")).toHaveText([
      "Grey Designer Radiator",
      "White Column Radiator",
      "White Towel Rail",
      "Anthracite Towel Rail",
    ]);
    await expect(at("gallery-default").getByRole("list")).toHaveCount(0);
    await expect(at("gallery-default").getByText("Title and text only.")).toBeVisible();

    // Features: empty fields read 'Feature' / 'Feature description'.
    await expect(at("features-cards").getByRole("heading", { level: 3 })).toHaveText(["Card 1", "Feature", "Card 3"]);
    await expect(at("features-cards").getByText("Feature description")).toBeVisible();
    await expect(at("features-columns").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(at("features-default").getByRole("heading", { level: 3 })).toHaveText(["Point 1", "Point 2"]);

    // Testimonials: the slider shows the first only; empty fields have defaults; none says so.
    await expect(at("testimonial-slider").getByText("Quote 1.")).toBeVisible();
    await expect(at("testimonial-slider").getByText("Quote 2.")).toHaveCount(0);
    await expect(at("testimonial-grid").getByRole("listitem")).toHaveCount(3);
    await expect(at("testimonial-grid").getByText("Testimonial content")).toBeVisible();
    await expect(at("testimonial-grid").getByText("Customer Name")).toBeVisible();
    await expect(at("testimonial-default").getByRole("listitem")).toHaveCount(2);
    await expect(at("testimonial-empty").getByText("No testimonials available")).toBeVisible();

    await expect(at("generic").getByText("An unknown type.")).toBeVisible();
    await expect(at("generic").locator("img")).toHaveAttribute("src", img(pictures[1]!));
  });

  // Published pages are in the sitemap.
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/${slug}</loc>`);

  // A later draft change is not visible until it is published again.
  const edited = sections.map((s) => (s.id === "text-centered" ? { ...s, title: `Changed ${tag}` } : s));
  const saved = await savePage(
    request,
    slug,
    { title: `Every Layout ${tag}`, slug, description: "Every section layout, published." },
    edited,
  );
  expect(saved.status).toBe("changes");
  await asVisitor(browser, async (page) => {
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { name: "Centered Text", exact: true })).toBeVisible();
    await expect(page.getByText(`Changed ${tag}`)).toHaveCount(0);
  });
  await publish(request, slug);
  await asVisitor(browser, async (page) => {
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { name: `Changed ${tag}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Centered Text", exact: true })).toHaveCount(0);
  });

  // Server rendered: the published page reads the same without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/${slug}`);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`Warmth for ${tag}`);
  await noScript.close();

  // Deleting removes it for visitors.
  expect((await request.delete(`/api/admin/pages/${slug}`)).status()).toBe(204);
  await asVisitor(browser, async (page) => {
    expect((await page.goto(`/${slug}`))!.status()).toBe(404);
  });
});

test("a published page without sections says so", async ({ browser, request }) => {
  const tag = unique();
  await signIn(request);
  const untitled = (await (await request.post("/api/admin/pages", { data: {} })).json()).page.slug as string;
  await savePage(request, untitled, { title: `Coming Soon ${tag}`, slug: `coming-soon-${tag}`, description: "" }, []);
  await publish(request, `coming-soon-${tag}`);
  await asVisitor(browser, async (page) => {
    await page.goto(`/coming-soon-${tag}`);
    await expect(page).toHaveTitle(`Coming Soon ${tag} | Tepore`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Page by Tepore");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Coming Soon ${tag}`);
    await expect(page.getByText("No content has been added to this page yet.")).toBeVisible();
  });
  await request.delete(`/api/admin/pages/coming-soon-${tag}`);
});

// Tagged so that the Playwright config runs it on a server of its own: other specs look at the designed /philosophy.
test(
  "a standard page shows its published sections, and its designed layout again once restored",
  { tag: "@replaces-designed-page" },
  async ({ browser, request }) => {
    // Its sections stay published only for the few checks below, and the designed layout is restored even
    // if a check fails.
    const tag = unique();
    await signIn(request);
    const { page: philosophy } = await (await request.get("/api/admin/pages/philosophy")).json();
    const details = { title: philosophy.title, slug: "philosophy", description: philosophy.description };
    const sections: Section[] = [
      {
        id: "p1",
        type: "text",
        layout: "centered",
        title: `Philosophy ${tag}`,
        content: "Published sections.",
        imageUrl: "",
        backgroundColor: "#ffffff",
      },
    ];
    try {
      await savePage(request, "philosophy", details, sections);
      await asVisitor(browser, async (page) => {
        await page.goto("/philosophy");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Philosophy");
      });
      await publish(request, "philosophy");
      await asVisitor(browser, async (page) => {
        await page.goto("/philosophy");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Philosophy ${tag}`);
        await expect(page.getByText("Published sections.")).toBeVisible();
        await expect(page.getByRole("heading", { name: "Core Values" })).toHaveCount(0);
      });
    } finally {
      expect(await publish(request, "philosophy", { restore: true })).toMatchObject({
        slug: "philosophy",
        status: "published",
      });
    }
    await asVisitor(browser, async (page) => {
      await page.goto("/philosophy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Philosophy");
      await expect(page.getByRole("heading", { name: "Core Values" })).toBeVisible();
      await expect(page.getByText(`Philosophy ${tag}`)).toHaveCount(0);
    });
    const { draft, published } = await (await request.get("/api/admin/pages/philosophy")).json();
    expect({ draft, published }).toEqual({ draft: null, published: null });
  },
);

test("the pages API refuses a visitor without a session", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api/admin/pages"],
    ["POST", "/api/admin/pages"],
    ["GET", "/api/admin/pages/_home"],
    ["PUT", "/api/admin/pages/_home"],
    ["DELETE", "/api/admin/pages/about"],
    ["POST", "/api/admin/pages/_home/publish"],
  ] as const) {
    const response = await request.fetch(path, {
      method,
      data: method === "GET" || method === "DELETE" ? undefined : {},
    });
    expect(response.status(), `${method} ${path}`).toBe(401);
  }
});

test("model cards and a product table show the published catalogue's figures", async ({ browser, request }) => {
  const tag = unique();
  await signIn(request);
  const created = await request.post("/api/admin/pages", { data: {} });
  const untitled = (await created.json()).page.slug as string;
  const base = { content: "", imageUrl: "", backgroundColor: "#ffffff" };
  const slug = `retto-sizes-${tag}`;
  await savePage(request, untitled, { title: "Retto sizes", slug, description: "" }, [
    { ...base, id: "cards", type: "model-cards", layout: "grid", title: "The Retto models", reference: "retto" },
    {
      ...base,
      id: "table",
      type: "product-table",
      layout: "table",
      title: "Retto Vertical sizes",
      reference: "retto-vertical",
    },
  ]);
  await publish(request, slug);
  await asVisitor(browser, async (page) => {
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Retto models");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Retto Vertical" }) });
    await expect(card.getByRole("link", { name: "Sizes and outputs of Retto Vertical" })).toHaveAttribute(
      "href",
      "/collection/modern/retto-vertical",
    );
    const table = page.getByRole("table", { name: "Retto Vertical: sizes and heat outputs" });
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /RV-1800-500-D/ }) });
    await expect(row.getByRole("cell")).toHaveText(["1,800 × 500", "1,560", "803"]);
  });
});

// Tagged to run on a server of its own: a long site name shows on every page while it is set.
test(
  "a long site name wraps within the public and the admin header at 390 px",
  { tag: "@replaces-designed-page" },
  async ({ browser }, testInfo) => {
    const longName = "Tepore Designer Radiators & Towel Rails";
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page.request);
    await page.goto("/robots.txt");
    await page.evaluate(() => localStorage.setItem("isAdminAuthenticated", "true"));
    const before = await (await page.request.get("/api/admin/settings")).json();
    const set = await page.request.put("/api/admin/settings", {
      data: { siteName: longName, siteDescription: before.settings.siteDescription, revision: before.revision },
    });
    expect(set.ok()).toBe(true);
    try {
      const fits = async (name: Locator, control: Locator) => {
        const nameBox = (await name.boundingBox())!;
        const controlBox = (await control.boundingBox())!;
        expect(nameBox.x).toBeGreaterThanOrEqual(0);
        expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(controlBox.x);
        expect(nameBox.height).toBeLessThanOrEqual(64);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      };
      await page.goto("/about");
      const logo = page.getByRole("link", { name: `${longName}, home` }).first();
      await expect(logo).toHaveText(longName);
      await fits(logo, page.getByRole("button", { name: "Open menu" }));
      await testInfo.attach("public header at 390 px", { body: await page.screenshot(), contentType: "image/png" });

      await page.goto("/admin/pages");
      const adminName = page.getByRole("banner").getByText(longName);
      await expect(adminName).toBeVisible();
      await fits(adminName, page.getByRole("button", { name: "Open admin menu" }));
      await testInfo.attach("admin header at 390 px", { body: await page.screenshot(), contentType: "image/png" });
    } finally {
      const now = await (await page.request.get("/api/admin/settings")).json();
      await page.request.put("/api/admin/settings", { data: { ...before.settings, revision: now.revision } });
      await context.close();
    }
  },
);

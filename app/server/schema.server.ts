import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import type { ConnectionPosition } from "~/lib/quote-line-options";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Site settings (docs/product.md#entities Settings) as key/value rows. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Pages (docs/product.md#entities) with a draft and a published version of their sections (docs/product.md#publishing).
 * `slug` is the draft's address and the page's key in the admin; `publishedSlug` is where visitors find it.
 */
export const pages = sqliteTable("pages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  /** The live address, set by publishing (decision 098); null until the page is first published. */
  publishedSlug: text("published_slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  isStandard: integer("is_standard", { mode: "boolean" }).notNull().default(false),
  isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
  /** JSON list of sections; null means none stored (the defaults apply). */
  draftSections: text("draft_sections"),
  publishedSections: text("published_sections"),
  publishedTitle: text("published_title"),
  publishedDescription: text("published_description"),
  /** Search settings (decision 157), draft and published like the title: "" means the page's first picture. */
  socialImage: text("social_image").notNull().default(""),
  noindex: integer("noindex", { mode: "boolean" }).notNull().default(false),
  publishedSocialImage: text("published_social_image").notNull().default(""),
  publishedNoindex: integer("published_noindex", { mode: "boolean" }).notNull().default(false),
  /**
   * The draft's revision: every write of the draft or the page settings adds one, and every such write
   * names the revision it was based on, so a save made on a stale copy is refused instead of overwriting.
   */
  revision: integer("revision").notNull().default(1),
  updatedAt: createdAt(),
  publishedAt: text("published_at"),
  /** When the page was moved to the trash (docs/product.md#trash): offline, kept with its versions; null otherwise. */
  trashedAt: text("trashed_at"),
  /**
   * JSON of the restores (whole versions or one section of one) made into the draft since it was last published, for
   * the next version to name (app/server/pages/restore-notes.server.ts, decision 222); null when none.
   */
  draftRestores: text("draft_restores"),
});

/**
 * What each publish made public: the page settings and sections, numbered per page from 1, with a summary
 * of what changed against the version before. Kept for going back; see the retention rule in the README.
 */
export const pageVersions = sqliteTable(
  "page_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    socialImage: text("social_image").notNull().default(""),
    noindex: integer("noindex", { mode: "boolean" }).notNull().default(false),
    /** JSON list of sections; null when none were stored (the defaults, or a standard page's designed layout). */
    sections: text("sections"),
    /** JSON of the changes against the version before (app/lib/version-changes.ts). */
    changes: text("changes").notNull(),
    publishedAt: text("published_at").notNull(),
    /** JSON of the restores the published draft came from (`VersionRestore[]`, decision 222); null when none. */
    restores: text("restores"),
  },
  (t) => [uniqueIndex("page_versions_page_number").on(t.pageId, t.number)],
);

/**
 * Redirects (docs/product.md#redirects): an old path answers 301 or 302 to a page, wherever it lives now, or to a
 * URL. Publishing a page at a new address adds one from the old address; the administrator adds others by hand.
 */
export const redirects = sqliteTable(
  "redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Normalised by app/lib/redirect-rules.ts: a leading slash, no trailing one, lower case. */
    fromPath: text("from_path").notNull().unique(),
    /** A page target follows the page's live address, so renames never make chains. */
    pageId: integer("page_id").references(() => pages.id, { onDelete: "cascade" }),
    /** A path on this site (with its query, if any) or an http(s) URL elsewhere. */
    url: text("url"),
    status: integer("status").notNull().default(301),
    createdAt: createdAt(),
  },
  (t) => [
    check("redirects_one_target", sql`(${t.pageId} IS NULL) <> (${t.url} IS NULL)`),
    check("redirects_status", sql`${t.status} IN (301, 302)`),
  ],
);

/** Uploaded images (docs/product.md#entities Media item, docs/product.md#media). */
export const media = sqliteTable("media", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  file: text("file").notNull(),
  type: text("type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  alt: text("alt").notNull().default(""),
  /** The focal point (decision 167), in percent of the width from the left and of the height from the top. */
  focalX: real("focal_x").notNull().default(50),
  focalY: real("focal_y").notNull().default(50),
  /** Adds one on every change of the name, alt text or focal point; a change names the revision it was based on. */
  revision: integer("revision").notNull().default(1),
  variants: text("variants").notNull().default("[]"),
  uploadDate: createdAt(),
  /** When the image was moved to the trash (docs/product.md#media); null while it is in the library. */
  trashedAt: text("trashed_at"),
});

/** Messages visitors sent through the contact form (docs/product.md#contact-messages). */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
    /** Put away by the administrator: kept, but out of the inbox and its unread count. */
    isArchived: integer("is_archived", { mode: "boolean" }).notNull().default(false),
    /** pending, sent, failed or not-configured. */
    delivery: text("delivery").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_created_at").on(t.createdAt)],
);

/** Admin sessions (docs/product.md#sign-in); the cookie holds the token, the table its hash. */
export const sessions = sqliteTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: text("expires_at").notNull(),
  /** When the session was last used (ms since 1970), for the idle timeout; 0 ends sessions older than it. */
  lastSeenAt: integer("last_seen_at").notNull().default(0),
  createdAt: createdAt(),
});

/** Attempts counted for rate limits: failed sign-ins and contact messages, by client address. */
export const attempts = sqliteTable(
  "attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    client: text("client").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("attempts_kind_client_at").on(t.kind, t.client, t.at)],
);

/**
 * The product catalogue (series → models → finishes and sizes). Every row exists once per `version`: "draft",
 * which the administrator edits, and "published", which visitors see; publishing copies the draft rows over
 * the published ones in one transaction.
 */
const version = () => text("version", { enum: ["draft", "published"] }).notNull();

export const catalogueSeries = sqliteTable(
  "catalogue_series",
  {
    version: version(),
    id: text("id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    collectionPage: text("collection_page").notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.id] })],
);

export const catalogueModels = sqliteTable(
  "catalogue_models",
  {
    version: version(),
    id: text("id").notNull(),
    seriesId: text("series_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    kind: text("kind", { enum: ["radiator", "towel-rail"] }).notNull(),
    material: text("material").notNull(),
    exponent: real("exponent").notNull(),
    connection: text("connection").notNull(),
    /** JSON list of the positions its pipes can take (app/lib/quote-line-options.ts). */
    connections: text("connections", { mode: "json" })
      .$type<ConnectionPosition[]>()
      .notNull()
      .default(sql`'["bottom-opposite"]'`),
    wallClearance: integer("wall_clearance").notNull(),
    guaranteeYears: integer("guarantee_years").notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.id] })],
);

export const catalogueFinishes = sqliteTable(
  "catalogue_finishes",
  {
    version: version(),
    modelId: text("model_id").notNull(),
    id: text("id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    ral: text("ral").notNull(),
    hex: text("hex").notNull(),
    standardDays: integer("standard_days").notNull(),
    madeToMeasureWeeksFrom: integer("made_to_measure_weeks_from").notNull(),
    madeToMeasureWeeksTo: integer("made_to_measure_weeks_to").notNull(),
    mediaId: text("media_id"),
    surchargePercent: integer("surcharge_percent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.version, t.modelId, t.id] })],
);

export const catalogueSizes = sqliteTable(
  "catalogue_sizes",
  {
    version: version(),
    modelId: text("model_id").notNull(),
    code: text("code").notNull(),
    position: integer("position").notNull(),
    variant: text("variant").notNull(),
    height: integer("height").notNull(),
    width: integer("width").notNull(),
    depth: integer("depth").notNull(),
    sections: integer("sections"),
    output50: integer("output50").notNull(),
    weight: real("weight").notNull(),
    water: real("water").notNull(),
    pipeCentres: integer("pipe_centres").notNull(),
    elementWatts: integer("element_watts"),
    /** Whole pounds including VAT; migration 0009 gave existing rows the seed's prices (decision 074). */
    price: integer("price").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.version, t.modelId, t.code] })],
);

/** Valves, brackets and electric parts, priced per pair, set or each; all but valves may name the models they fit. */
export const catalogueFittings = sqliteTable(
  "catalogue_fittings",
  {
    version: version(),
    id: text("id").notNull(),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["valves", "brackets", "element", "t-piece"] }).notNull(),
    name: text("name").notNull(),
    finish: text("finish").notNull(),
    price: integer("price").notNull(),
    /** JSON list of the models a bracket set or electric part fits; null for every model (decisions 213, 224). */
    modelIds: text("model_ids", { mode: "json" }).$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.version, t.id] })],
);

/** One row: the draft's revision (raised by every save), the revision last published, and when. */
export const catalogueState = sqliteTable("catalogue_state", {
  id: integer("id").primaryKey(),
  draftRevision: integer("draft_revision").notNull(),
  publishedRevision: integer("published_revision").notNull(),
  publishedAt: text("published_at").notNull(),
});

/**
 * What each catalogue publish made public: the whole catalogue as JSON, numbered from 1 (the id, never reused),
 * with what changed against the version before. The newest `keptCatalogueVersions` are kept
 * (app/server/catalogue/catalogue-versions.server.ts).
 */
export const catalogueVersions = sqliteTable("catalogue_versions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  publishedAt: text("published_at").notNull(),
  /** JSON of the changes against the version before (app/lib/catalogue/catalogue-changes.ts). */
  changes: text("changes").notNull(),
  /** JSON of the published catalogue (series, models with finishes and sizes). */
  catalogue: text("catalogue").notNull(),
});

/**
 * Quote requests: who asks (the contact form's fields) and one line per radiator. Each line keeps the model's,
 * size's and finish's names as they were asked for, so a later catalogue edit does not change what was asked.
 */
export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull().default(""),
    /** Q-YYYY-NNNN: the year of the request and its number within that year (decision 135). */
    reference: text("reference").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** Normalised: upper case, one space before the inward code (SW1A 1AA). */
    postcode: text("postcode").notNull().default(""),
    /** YYYY-MM-DD, or "" when the buyer gave none. */
    installDate: text("install_date").notNull().default(""),
    /** A random key the buyer's browser holds (a cookie) to see its confirmation once more; "" once not needed. */
    receipt: text("receipt").notNull().default(""),
    isAnswered: integer("is_answered", { mode: "boolean" }).notNull().default(false),
    /** As for messages. */
    isArchived: integer("is_archived", { mode: "boolean" }).notNull().default(false),
    /** pending, sent, failed or not-configured, as for messages. */
    delivery: text("delivery").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("quotes_created_at").on(t.createdAt), uniqueIndex("quotes_reference").on(t.reference)],
);

export const quoteLines = sqliteTable("quote_lines", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  quoteId: integer("quote_id")
    .notNull()
    .references(() => quotes.id, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  modelId: text("model_id").notNull(),
  modelName: text("model_name").notNull(),
  sizeCode: text("size_code").notNull(),
  /** Height × width × depth and the variant, as the buyer saw them. */
  sizeLabel: text("size_label").notNull(),
  finishId: text("finish_id").notNull(),
  finishName: text("finish_name").notNull(),
  quantity: integer("quantity").notNull(),
  room: text("room").notNull().default(""),
  /** The fittings and connection as the buyer chose them, by name ("" for none). */
  valves: text("valves").notNull().default(""),
  connection: text("connection").notNull().default(""),
  brackets: text("brackets").notNull().default(""),
  /** Towel rails only: Central heating, Electric or Dual fuel. */
  heating: text("heating").notNull().default(""),
  /** The line's guide price in whole pounds when asked: the size in its finish and the fittings, times the quantity. */
  guidePrice: integer("guide_price").notNull().default(0),
});

/**
 * Publishing and unpublishing a page at a time chosen ahead (decision 161). At most one pending change of each kind
 * per page; a change that has happened stays as its record (done or failed, and the version a publish made).
 */
export const pageSchedules = sqliteTable(
  "page_schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["publish", "unpublish"] }).notNull(),
    /** The instant it is due (ISO 8601, UTC), chosen in UK time. */
    dueAt: text("due_at").notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    /** When it happened (or failed); null while pending. */
    doneAt: text("done_at"),
    /** Why it failed; null otherwise. */
    outcome: text("outcome"),
    /** The version a scheduled publish made, so the versions list can say so. */
    versionNumber: integer("version_number"),
    createdAt: createdAt(),
  },
  (t) => [
    check("page_schedules_action", sql`${t.action} IN ('publish', 'unpublish')`),
    uniqueIndex("page_schedules_one_pending")
      .on(t.pageId, t.action)
      .where(sql`${t.status} = 'pending'`),
    index("page_schedules_due").on(t.status, t.dueAt),
  ],
);

/**
 * Links that show a page's current draft to anyone who has them (decision 162). Only the token's SHA-256 is kept;
 * a link ends at `expiresAt` or when revoked (its row deleted).
 */
export const pageShares = sqliteTable("page_shares", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  pageId: integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: text("expires_at").notNull(),
  createdAt: createdAt(),
});

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Site settings (docs/product.md#entities Settings) as key/value rows. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Pages (docs/product.md#entities) with a draft and a published version of their sections (docs/product.md#publishing). */
export const pages = sqliteTable("pages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  isStandard: integer("is_standard", { mode: "boolean" }).notNull().default(false),
  isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
  /** JSON list of sections; null means none stored (the defaults apply). */
  draftSections: text("draft_sections"),
  publishedSections: text("published_sections"),
  publishedTitle: text("published_title"),
  publishedDescription: text("published_description"),
  /**
   * The draft's revision: every write of the draft or the page settings adds one, and every such write
   * names the revision it was based on, so a save made on a stale copy is refused instead of overwriting.
   */
  revision: integer("revision").notNull().default(1),
  updatedAt: createdAt(),
  publishedAt: text("published_at"),
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
    /** JSON list of sections; null when none were stored (the defaults, or a standard page's designed layout). */
    sections: text("sections"),
    /** JSON of the changes against the version before (app/lib/version-changes.ts). */
    changes: text("changes").notNull(),
    publishedAt: text("published_at").notNull(),
  },
  (t) => [uniqueIndex("page_versions_page_number").on(t.pageId, t.number)],
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
  /** Adds one on every change of the name or alt text; a change names the revision it was based on. */
  revision: integer("revision").notNull().default(1),
  variants: text("variants").notNull().default("[]"),
  uploadDate: createdAt(),
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

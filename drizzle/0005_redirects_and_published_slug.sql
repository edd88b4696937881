CREATE TABLE `redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`page_id` integer,
	`url` text,
	`status` integer DEFAULT 301 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "redirects_one_target" CHECK(("redirects"."page_id" IS NULL) <> ("redirects"."url" IS NULL)),
	CONSTRAINT "redirects_status" CHECK("redirects"."status" IN (301, 302))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from_path_unique` ON `redirects` (`from_path`);--> statement-breakpoint
ALTER TABLE `pages` ADD `published_slug` text;--> statement-breakpoint
-- Pages published before addresses were staged live at their one slug.
UPDATE `pages` SET `published_slug` = `slug` WHERE `is_published` = 1 OR `published_at` IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `pages_published_slug_unique` ON `pages` (`published_slug`);
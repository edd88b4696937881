ALTER TABLE `page_versions` ADD `social_image` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `page_versions` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `social_image` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `published_social_image` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `published_noindex` integer DEFAULT false NOT NULL;
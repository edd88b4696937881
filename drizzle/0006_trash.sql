ALTER TABLE `media` ADD `trashed_at` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `trashed_at` text;
ALTER TABLE `page_versions` ADD `restores` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `draft_restores` text;
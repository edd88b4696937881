ALTER TABLE `messages` ADD `is_archived` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `is_archived` integer DEFAULT false NOT NULL;
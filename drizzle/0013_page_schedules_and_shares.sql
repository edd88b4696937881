CREATE TABLE `page_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`action` text NOT NULL,
	`due_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`done_at` text,
	`outcome` text,
	`version_number` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "page_schedules_action" CHECK("page_schedules"."action" IN ('publish', 'unpublish'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_schedules_one_pending` ON `page_schedules` (`page_id`,`action`) WHERE "page_schedules"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `page_schedules_due` ON `page_schedules` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `page_shares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_shares_token_hash_unique` ON `page_shares` (`token_hash`);
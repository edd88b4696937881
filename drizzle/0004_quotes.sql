CREATE TABLE `quote_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`position` integer NOT NULL,
	`model_id` text NOT NULL,
	`model_name` text NOT NULL,
	`size_code` text NOT NULL,
	`size_label` text NOT NULL,
	`finish_id` text NOT NULL,
	`finish_name` text NOT NULL,
	`quantity` integer NOT NULL,
	`room` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`is_answered` integer DEFAULT false NOT NULL,
	`delivery` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_created_at` ON `quotes` (`created_at`);
ALTER TABLE `media` ADD `focal_x` real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `focal_y` real DEFAULT 50 NOT NULL;
CREATE TABLE `catalogue_finishes` (
	`version` text NOT NULL,
	`model_id` text NOT NULL,
	`id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`ral` text NOT NULL,
	`hex` text NOT NULL,
	`standard_days` integer NOT NULL,
	`made_to_measure_weeks_from` integer NOT NULL,
	`made_to_measure_weeks_to` integer NOT NULL,
	`media_id` text,
	PRIMARY KEY(`version`, `model_id`, `id`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_models` (
	`version` text NOT NULL,
	`id` text NOT NULL,
	`series_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`summary` text NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL,
	`material` text NOT NULL,
	`exponent` real NOT NULL,
	`connection` text NOT NULL,
	`wall_clearance` integer NOT NULL,
	`guarantee_years` integer NOT NULL,
	PRIMARY KEY(`version`, `id`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_series` (
	`version` text NOT NULL,
	`id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`collection_page` text NOT NULL,
	PRIMARY KEY(`version`, `id`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_sizes` (
	`version` text NOT NULL,
	`model_id` text NOT NULL,
	`code` text NOT NULL,
	`position` integer NOT NULL,
	`variant` text NOT NULL,
	`height` integer NOT NULL,
	`width` integer NOT NULL,
	`depth` integer NOT NULL,
	`sections` integer,
	`output50` integer NOT NULL,
	`weight` real NOT NULL,
	`water` real NOT NULL,
	`pipe_centres` integer NOT NULL,
	`element_watts` integer,
	PRIMARY KEY(`version`, `model_id`, `code`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`draft_revision` integer NOT NULL,
	`published_revision` integer NOT NULL,
	`published_at` text NOT NULL
);

CREATE TABLE `catalogue_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published_at` text NOT NULL,
	`changes` text NOT NULL,
	`catalogue` text NOT NULL
);

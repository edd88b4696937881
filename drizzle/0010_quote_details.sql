ALTER TABLE `quote_lines` ADD `valves` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_lines` ADD `connection` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_lines` ADD `brackets` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_lines` ADD `heating` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_lines` ADD `guide_price` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `postcode` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `install_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `receipt` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing quotes get a reference from the year they were made and their order in it (decision 135).
UPDATE `quotes` SET `reference` = `numbered`.`reference` FROM (
	SELECT `id`, 'Q-' || substr(`created_at`, 1, 4) || '-' || printf('%04d', row_number() OVER (
		PARTITION BY substr(`created_at`, 1, 4) ORDER BY `created_at`, `id`
	)) AS `reference` FROM `quotes`
) AS `numbered` WHERE `quotes`.`id` = `numbered`.`id`;--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_reference` ON `quotes` (`reference`);
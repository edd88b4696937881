ALTER TABLE `catalogue_models` ADD `connections` text DEFAULT '["bottom-opposite"]' NOT NULL;--> statement-breakpoint
-- Models whose connection text already offers the side (the Augusto columns) keep that choice.
UPDATE `catalogue_models` SET `connections` = '["bottom-opposite","side"]' WHERE `connection` LIKE '%side opposite%';

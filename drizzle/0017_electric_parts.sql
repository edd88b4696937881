-- A towel rail's electric parts join the fittings of each version whose catalogue is seeded (decision 224), after its own fittings; a version already holding the id keeps its own. Figures from app/content/catalogue-prices.ts as of this migration.
INSERT INTO `catalogue_fittings` (`version`, `id`, `position`, `kind`, `name`, `finish`, `price`)
SELECT `versions`.`version`, `parts`.`id`, `versions`.`next` + `parts`.`offset`, `parts`.`kind`, `parts`.`name`, `parts`.`finish`, `parts`.`price`
FROM (
	SELECT DISTINCT `version`, (
		SELECT coalesce(max(`position`) + 1, 0) FROM `catalogue_fittings` WHERE `catalogue_fittings`.`version` = `catalogue_models`.`version`
	) AS `next` FROM `catalogue_models`
) AS `versions`
CROSS JOIN (
	SELECT 0 AS `offset`, 'thermostatic-element-timer' AS `id`, 'element' AS `kind`, 'Thermostatic element with timer' AS `name`, '' AS `finish`, 95 AS `price`
	UNION ALL SELECT 1, 'dual-fuel-t-piece-chrome', 't-piece', 'Dual-fuel T-piece', 'Chrome', 30
) AS `parts`
WHERE NOT EXISTS (
	SELECT 1 FROM `catalogue_fittings` AS `held` WHERE `held`.`version` = `versions`.`version` AND `held`.`id` = `parts`.`id`
);

CREATE TABLE `catalogue_fittings` (
	`version` text NOT NULL,
	`id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`finish` text NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`version`, `id`)
);
--> statement-breakpoint
ALTER TABLE `catalogue_finishes` ADD `surcharge_percent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_sizes` ADD `price` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing catalogues get the seed's prices (decision 074): a size the seed has (same model and code) its price,
-- any other size its model's rule (base + rate × ΔT50 output, rounded to £5); a finish the seed's surcharge for its
-- id; both versions the seed's fittings. Figures from app/content/catalogue-prices.ts as of this migration.
UPDATE `catalogue_sizes` SET `price` = CASE `model_id` || '/' || `code`
	WHEN 'retto-horizontal/RH-600-600-S' THEN 260
	WHEN 'retto-horizontal/RH-600-800-S' THEN 315
	WHEN 'retto-horizontal/RH-600-1000-S' THEN 370
	WHEN 'retto-horizontal/RH-600-1200-S' THEN 425
	WHEN 'retto-horizontal/RH-600-1400-S' THEN 480
	WHEN 'retto-horizontal/RH-600-1600-S' THEN 540
	WHEN 'retto-horizontal/RH-600-1800-S' THEN 595
	WHEN 'retto-horizontal/RH-600-2000-S' THEN 650
	WHEN 'retto-horizontal/RH-600-600-D' THEN 395
	WHEN 'retto-horizontal/RH-600-800-D' THEN 495
	WHEN 'retto-horizontal/RH-600-1000-D' THEN 600
	WHEN 'retto-horizontal/RH-600-1200-D' THEN 700
	WHEN 'retto-horizontal/RH-600-1400-D' THEN 800
	WHEN 'retto-horizontal/RH-600-1600-D' THEN 900
	WHEN 'retto-horizontal/RH-600-1800-D' THEN 1000
	WHEN 'retto-horizontal/RH-600-2000-D' THEN 1100
	WHEN 'retto-vertical/RV-1600-300-S' THEN 330
	WHEN 'retto-vertical/RV-1600-400-S' THEN 405
	WHEN 'retto-vertical/RV-1600-500-S' THEN 480
	WHEN 'retto-vertical/RV-1600-600-S' THEN 555
	WHEN 'retto-vertical/RV-1800-300-S' THEN 355
	WHEN 'retto-vertical/RV-1800-400-S' THEN 440
	WHEN 'retto-vertical/RV-1800-500-S' THEN 520
	WHEN 'retto-vertical/RV-1800-600-S' THEN 605
	WHEN 'retto-vertical/RV-2000-300-S' THEN 380
	WHEN 'retto-vertical/RV-2000-400-S' THEN 470
	WHEN 'retto-vertical/RV-2000-500-S' THEN 560
	WHEN 'retto-vertical/RV-2000-600-S' THEN 650
	WHEN 'retto-vertical/RV-1600-300-D' THEN 495
	WHEN 'retto-vertical/RV-1600-400-D' THEN 625
	WHEN 'retto-vertical/RV-1600-500-D' THEN 755
	WHEN 'retto-vertical/RV-1600-600-D' THEN 885
	WHEN 'retto-vertical/RV-1800-300-D' THEN 535
	WHEN 'retto-vertical/RV-1800-400-D' THEN 680
	WHEN 'retto-vertical/RV-1800-500-D' THEN 825
	WHEN 'retto-vertical/RV-1800-600-D' THEN 965
	WHEN 'retto-vertical/RV-2000-300-D' THEN 575
	WHEN 'retto-vertical/RV-2000-400-D' THEN 735
	WHEN 'retto-vertical/RV-2000-500-D' THEN 890
	WHEN 'retto-vertical/RV-2000-600-D' THEN 1045
	WHEN 'retto-double/RD-300-600' THEN 305
	WHEN 'retto-double/RD-300-800' THEN 375
	WHEN 'retto-double/RD-300-1000' THEN 445
	WHEN 'retto-double/RD-300-1200' THEN 520
	WHEN 'retto-double/RD-300-1400' THEN 590
	WHEN 'retto-double/RD-300-1600' THEN 660
	WHEN 'retto-double/RD-300-1800' THEN 730
	WHEN 'retto-double/RD-450-600' THEN 390
	WHEN 'retto-double/RD-450-800' THEN 490
	WHEN 'retto-double/RD-450-1000' THEN 595
	WHEN 'retto-double/RD-450-1200' THEN 695
	WHEN 'retto-double/RD-450-1400' THEN 795
	WHEN 'retto-double/RD-450-1600' THEN 895
	WHEN 'retto-double/RD-450-1800' THEN 995
	WHEN 'retto-double/RD-600-600' THEN 475
	WHEN 'retto-double/RD-600-800' THEN 605
	WHEN 'retto-double/RD-600-1000' THEN 730
	WHEN 'retto-double/RD-600-1200' THEN 860
	WHEN 'retto-double/RD-600-1400' THEN 990
	WHEN 'retto-double/RD-600-1600' THEN 1115
	WHEN 'retto-double/RD-600-1800' THEN 1245
	WHEN 'flusso-vertical/FV-1600-280' THEN 520
	WHEN 'flusso-vertical/FV-1600-350' THEN 640
	WHEN 'flusso-vertical/FV-1600-420' THEN 755
	WHEN 'flusso-vertical/FV-1600-490' THEN 870
	WHEN 'flusso-vertical/FV-1800-280' THEN 575
	WHEN 'flusso-vertical/FV-1800-350' THEN 705
	WHEN 'flusso-vertical/FV-1800-420' THEN 835
	WHEN 'flusso-vertical/FV-1800-490' THEN 965
	WHEN 'flusso-vertical/FV-2000-280' THEN 625
	WHEN 'flusso-vertical/FV-2000-350' THEN 770
	WHEN 'flusso-vertical/FV-2000-420' THEN 910
	WHEN 'flusso-vertical/FV-2000-490' THEN 1055
	WHEN 'flusso-horizontal/FH-550-600' THEN 455
	WHEN 'flusso-horizontal/FH-550-900' THEN 630
	WHEN 'flusso-horizontal/FH-550-1200' THEN 805
	WHEN 'flusso-horizontal/FH-550-1500' THEN 980
	WHEN 'flusso-horizontal/FH-550-1800' THEN 1160
	WHEN 'flusso-slim/FS-1400-300' THEN 480
	WHEN 'flusso-slim/FS-1600-300' THEN 530
	WHEN 'flusso-slim/FS-1800-300' THEN 575
	WHEN 'flusso-slim/FS-2000-300' THEN 620
	WHEN 'augusto-2-column/AC2-300-10' THEN 250
	WHEN 'augusto-2-column/AC2-300-16' THEN 320
	WHEN 'augusto-2-column/AC2-300-22' THEN 390
	WHEN 'augusto-2-column/AC2-300-28' THEN 460
	WHEN 'augusto-2-column/AC2-500-10' THEN 320
	WHEN 'augusto-2-column/AC2-500-16' THEN 430
	WHEN 'augusto-2-column/AC2-500-22' THEN 540
	WHEN 'augusto-2-column/AC2-500-28' THEN 650
	WHEN 'augusto-2-column/AC2-600-10' THEN 350
	WHEN 'augusto-2-column/AC2-600-16' THEN 480
	WHEN 'augusto-2-column/AC2-600-22' THEN 610
	WHEN 'augusto-2-column/AC2-600-28' THEN 740
	WHEN 'augusto-2-column/AC2-750-10' THEN 400
	WHEN 'augusto-2-column/AC2-750-16' THEN 555
	WHEN 'augusto-2-column/AC2-750-22' THEN 715
	WHEN 'augusto-2-column/AC2-750-28' THEN 875
	WHEN 'augusto-2-column/AC2-1800-6' THEN 485
	WHEN 'augusto-2-column/AC2-1800-8' THEN 600
	WHEN 'augusto-2-column/AC2-1800-10' THEN 715
	WHEN 'augusto-2-column/AC2-1800-12' THEN 830
	WHEN 'augusto-2-column/AC2-2000-6' THEN 520
	WHEN 'augusto-2-column/AC2-2000-8' THEN 645
	WHEN 'augusto-2-column/AC2-2000-10' THEN 775
	WHEN 'augusto-2-column/AC2-2000-12' THEN 900
	WHEN 'augusto-3-column/AC3-300-10' THEN 275
	WHEN 'augusto-3-column/AC3-300-16' THEN 375
	WHEN 'augusto-3-column/AC3-300-22' THEN 470
	WHEN 'augusto-3-column/AC3-300-28' THEN 570
	WHEN 'augusto-3-column/AC3-500-10' THEN 370
	WHEN 'augusto-3-column/AC3-500-16' THEN 525
	WHEN 'augusto-3-column/AC3-500-22' THEN 680
	WHEN 'augusto-3-column/AC3-500-28' THEN 835
	WHEN 'augusto-3-column/AC3-600-10' THEN 420
	WHEN 'augusto-3-column/AC3-600-16' THEN 600
	WHEN 'augusto-3-column/AC3-600-22' THEN 780
	WHEN 'augusto-3-column/AC3-600-28' THEN 960
	WHEN 'augusto-3-column/AC3-750-10' THEN 485
	WHEN 'augusto-3-column/AC3-750-16' THEN 705
	WHEN 'augusto-3-column/AC3-750-22' THEN 930
	WHEN 'augusto-3-column/AC3-750-28' THEN 1150
	WHEN 'augusto-3-column/AC3-1800-6' THEN 605
	WHEN 'augusto-3-column/AC3-1800-8' THEN 765
	WHEN 'augusto-3-column/AC3-1800-10' THEN 930
	WHEN 'augusto-3-column/AC3-1800-12' THEN 1090
	WHEN 'augusto-3-column/AC3-2000-6' THEN 650
	WHEN 'augusto-3-column/AC3-2000-8' THEN 830
	WHEN 'augusto-3-column/AC3-2000-10' THEN 1010
	WHEN 'augusto-3-column/AC3-2000-12' THEN 1185
	WHEN 'augusto-4-column/AC4-300-10' THEN 320
	WHEN 'augusto-4-column/AC4-300-16' THEN 435
	WHEN 'augusto-4-column/AC4-300-22' THEN 550
	WHEN 'augusto-4-column/AC4-300-28' THEN 665
	WHEN 'augusto-4-column/AC4-500-10' THEN 430
	WHEN 'augusto-4-column/AC4-500-16' THEN 615
	WHEN 'augusto-4-column/AC4-500-22' THEN 795
	WHEN 'augusto-4-column/AC4-500-28' THEN 980
	WHEN 'augusto-4-column/AC4-600-10' THEN 485
	WHEN 'augusto-4-column/AC4-600-16' THEN 700
	WHEN 'augusto-4-column/AC4-600-22' THEN 915
	WHEN 'augusto-4-column/AC4-600-28' THEN 1135
	WHEN 'augusto-4-column/AC4-750-10' THEN 565
	WHEN 'augusto-4-column/AC4-750-16' THEN 830
	WHEN 'augusto-4-column/AC4-750-22' THEN 1095
	WHEN 'augusto-4-column/AC4-750-28' THEN 1355
	WHEN 'augusto-4-column/AC4-1800-6' THEN 705
	WHEN 'augusto-4-column/AC4-1800-8' THEN 900
	WHEN 'augusto-4-column/AC4-1800-10' THEN 1095
	WHEN 'augusto-4-column/AC4-1800-12' THEN 1285
	WHEN 'augusto-4-column/AC4-2000-6' THEN 765
	WHEN 'augusto-4-column/AC4-2000-8' THEN 975
	WHEN 'augusto-4-column/AC4-2000-10' THEN 1190
	WHEN 'augusto-4-column/AC4-2000-12' THEN 1400
	WHEN 'augusto-towel-rail/ATR-952-500' THEN 480
	WHEN 'augusto-towel-rail/ATR-952-600' THEN 535
	WHEN 'augusto-towel-rail/ATR-952-700' THEN 585
	WHEN 'augusto-towel-rail/ATR-952-800' THEN 640
	WHEN 'augusto-towel-rail/ATR-952-900' THEN 695
	WHEN 'volo-ladder/VL-800-400' THEN 280
	WHEN 'volo-ladder/VL-800-500' THEN 325
	WHEN 'volo-ladder/VL-800-600' THEN 370
	WHEN 'volo-ladder/VL-1200-400' THEN 360
	WHEN 'volo-ladder/VL-1200-500' THEN 425
	WHEN 'volo-ladder/VL-1200-600' THEN 490
	WHEN 'volo-ladder/VL-1600-400' THEN 435
	WHEN 'volo-ladder/VL-1600-500' THEN 520
	WHEN 'volo-ladder/VL-1600-600' THEN 605
	WHEN 'volo-arc/VA-800-500' THEN 330
	WHEN 'volo-arc/VA-800-600' THEN 385
	WHEN 'volo-arc/VA-1200-500' THEN 445
	WHEN 'volo-arc/VA-1200-600' THEN 520
	WHEN 'volo-arc/VA-1600-500' THEN 555
	WHEN 'volo-arc/VA-1600-600' THEN 650
	WHEN 'volo-wall/VW-600-400' THEN 220
	WHEN 'volo-wall/VW-600-500' THEN 260
	WHEN 'volo-wall/VW-800-400' THEN 270
	WHEN 'volo-wall/VW-800-500' THEN 320
	WHEN 'soffio/SO-800-400' THEN 180
	WHEN 'soffio/SO-800-500' THEN 215
	WHEN 'soffio/SO-800-600' THEN 245
	WHEN 'soffio/SO-1200-400' THEN 240
	WHEN 'soffio/SO-1200-500' THEN 285
	WHEN 'soffio/SO-1200-600' THEN 330
	WHEN 'soffio/SO-1500-400' THEN 280
	WHEN 'soffio/SO-1500-500' THEN 335
	WHEN 'soffio/SO-1500-600' THEN 390
	WHEN 'soffio/SO-1800-400' THEN 320
	WHEN 'soffio/SO-1800-500' THEN 385
	WHEN 'soffio/SO-1800-600' THEN 450
	WHEN 'breva/BR-800-400' THEN 240
	WHEN 'breva/BR-800-500' THEN 280
	WHEN 'breva/BR-800-600' THEN 320
	WHEN 'breva/BR-1200-400' THEN 310
	WHEN 'breva/BR-1200-500' THEN 365
	WHEN 'breva/BR-1200-600' THEN 425
	WHEN 'breva/BR-1600-400' THEN 375
	WHEN 'breva/BR-1600-500' THEN 450
	WHEN 'breva/BR-1600-600' THEN 525
	ELSE CAST(ROUND((CASE `model_id`
		WHEN 'retto-horizontal' THEN 95 + 0.39 * `output50`
		WHEN 'retto-vertical' THEN 105 + 0.46 * `output50`
		WHEN 'retto-double' THEN 90 + 0.42 * `output50`
		WHEN 'flusso-vertical' THEN 55 + 0.66 * `output50`
		WHEN 'flusso-horizontal' THEN 100 + 0.56 * `output50`
		WHEN 'flusso-slim' THEN 115 + 0.64 * `output50`
		WHEN 'augusto-2-column' THEN 135 + 0.54 * `output50`
		WHEN 'augusto-3-column' THEN 115 + 0.5 * `output50`
		WHEN 'augusto-4-column' THEN 125 + 0.45 * `output50`
		WHEN 'augusto-towel-rail' THEN 205 + 0.65 * `output50`
		WHEN 'volo-ladder' THEN 100 + 0.6 * `output50`
		WHEN 'volo-arc' THEN 75 + 0.74 * `output50`
		WHEN 'volo-wall' THEN 60 + 0.69 * `output50`
		WHEN 'soffio' THEN 55 + 0.45 * `output50`
		WHEN 'breva' THEN 85 + 0.6 * `output50`
		ELSE 100 + 0.45 * `output50`
	END) / 5.0) AS INTEGER) * 5
END;--> statement-breakpoint
UPDATE `catalogue_finishes` SET `surcharge_percent` = CASE `id`
	WHEN 'anthracite' THEN 0
	WHEN 'white' THEN 0
	WHEN 'matte-black' THEN 0
	WHEN 'any-ral' THEN 15
	WHEN 'brushed-brass' THEN 45
	WHEN 'antique-brass' THEN 45
	WHEN 'raw-steel' THEN 20
	WHEN 'chrome' THEN 40
	ELSE 0
END;--> statement-breakpoint
INSERT INTO `catalogue_fittings` (`version`, `id`, `position`, `kind`, `name`, `finish`, `price`)
SELECT `v`.`column1`, `f`.`column1`, `f`.`column2`, `f`.`column3`, `f`.`column4`, `f`.`column5`, `f`.`column6`
FROM (VALUES ('draft'), ('published')) AS `v`, (VALUES
	('angled-valves-chrome', 0, 'valves', 'Angled valves', 'Chrome', 45),
	('angled-valves-brushed-brass', 1, 'valves', 'Angled valves', 'Brushed brass', 65),
	('angled-valves-matte-black', 2, 'valves', 'Angled valves', 'Matte black', 55),
	('straight-valves-chrome', 3, 'valves', 'Straight valves', 'Chrome', 45),
	('straight-valves-brushed-brass', 4, 'valves', 'Straight valves', 'Brushed brass', 65),
	('straight-valves-matte-black', 5, 'valves', 'Straight valves', 'Matte black', 55),
	('thermostatic-valves-chrome', 6, 'valves', 'Thermostatic valves', 'Chrome', 85),
	('thermostatic-valves-brushed-brass', 7, 'valves', 'Thermostatic valves', 'Brushed brass', 120),
	('thermostatic-valves-matte-black', 8, 'valves', 'Thermostatic valves', 'Matte black', 105),
	('wall-brackets', 9, 'brackets', 'Wall brackets', '', 30),
	('floor-feet', 10, 'brackets', 'Floor feet', 'Matched to the radiator', 60),
	('cast-floor-feet', 11, 'brackets', 'Cast floor feet', 'Matched to the radiator', 95)
) AS `f`
WHERE EXISTS (SELECT 1 FROM `catalogue_state`);

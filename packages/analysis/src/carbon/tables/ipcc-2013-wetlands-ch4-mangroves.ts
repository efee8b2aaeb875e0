import type { TableSource } from './table-source.js';

/**
 * Coastal wetland defaults of the 2013 Supplement to the 2006 IPCC Guidelines: Wetlands, Ch. 4:
 * mangrove above-ground biomass (Table 4.3), root-to-shoot ratio (Table 4.5), carbon fraction of
 * mangrove biomass (Table 4.2), and soil carbon accumulation after rewetting, revegetation or
 * creation (Table 4.12).
 */
export const WETLANDS_SUPPLEMENT_SOURCE: TableSource = {
  citation:
    'IPCC (2014) 2013 Supplement to the 2006 IPCC Guidelines: Wetlands, Ch. 4 (coastal wetlands) Tables 4.2, 4.3, 4.5 and 4.12',
  verified: false,
  note:
    'Values from research/data-methods.md B.5 [R, verify]. Checked: Table 4.5 R, all 3 cells (0.49 / 0.29 / 0.96) and the table number, against ' +
    'wri/carbon-budget constants_and_names.py (commit 89baddc0: "Mangrove values are from Table 4.5 of IPCC wetland supplement"). ' +
    'Not resolved: Table 4.2 CF, which that file gives as 0.45 ("IPCC wetlands supplement table 4.2") against our 0.451 (it may round); ' +
    'a second file, a8dx/afolu_calc coastalwetlands_ex.json (commit ec5c4cf7, USAID AFOLU calculator example input), carries cf 45.1 % (42.9-47.1) but names no table, so it does not count. ' +
    'Table 4.12 soil accumulation (1.62 / 0.91 / 0.43) matches seamusrobertmurphy/ipcc-carbon-gains 01.manuscript/ipcc-carbon-gains.qmd (commit 38573473: "Wetlands Supplement Table 4.12"), a transcription, not the PDF. ' +
    "Every value (CF 0.451, AGB 192 / 92 / 75, R 0.49 / 0.29 / 0.96, soil 1.62 / 0.91 / 0.43) also equals FAO EX-ACT's mangrove data (un-fao/exact-django-webapp djangoexact/ipcc/fixtures/dataonmangrove.json, commit 9069c57c), which names no table. " +
    "Not checked: no cell of the four tables was read in the Supplement's PDF (not found; session 10 found it listed in a repository's history but absent from the snapshot), and no source names Table 4.3.",
};

export type MangroveClimate = 'tropicalWet' | 'tropicalDry' | 'subtropical';

/** Table 4.3: above-ground biomass of mangroves, t d.m./ha. NOT checked (data-methods.md B.5). */
export const MANGROVE_ABOVEGROUND_BIOMASS: Record<MangroveClimate, number> = {
  tropicalWet: 192,
  tropicalDry: 92,
  subtropical: 75,
};

/**
 * Table 4.5: ratio of below-ground to above-ground biomass of mangroves. Checked: all three cells
 * match github.com/wri/carbon-budget constants_and_names.py at commit 89baddc0
 * (below_to_above_trop_wet_mang 0.49, _trop_dry_mang 0.29, _subtrop_mang 0.96, commented
 * "Mangrove values are from Table 4.5 of IPCC wetland supplement"). Not read in the PDF itself.
 */
export const MANGROVE_ROOT_SHOOT: Record<MangroveClimate, number> = {
  tropicalWet: 0.49,
  tropicalDry: 0.29,
  subtropical: 0.96,
};

/**
 * Table 4.2: carbon fraction of mangrove biomass, tC per t d.m. NOT verified: wri/carbon-budget
 * constants_and_names.py (commit 89baddc0) carries 0.45 for "IPCC wetlands supplement table 4.2";
 * a8dx/afolu_calc coastalwetlands_ex.json (commit ec5c4cf7) carries 45.1 (42.9-47.1) with no table
 * named. 0.451 (data-methods.md B.5) is kept until the PDF settles the third decimal.
 */
export const MANGROVE_CARBON_FRACTION = 0.451;

/** Table 4.12: soil carbon accumulation after rewetting or revegetation, tC/ha/yr. NOT checked. */
export const SOIL_CARBON_ACCUMULATION = { mangrove: 1.62, tidalMarsh: 0.91, seagrass: 0.43 };

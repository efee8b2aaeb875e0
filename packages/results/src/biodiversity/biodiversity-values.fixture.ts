import type {
  BiodiversityContextValues,
  BiodiversityMsaValues,
  RedListCategory,
  SpeciesRecord,
  ThreatScore,
} from '@ecotone/analysis';

/**
 * Values for the biodiversity tab's tests and its Chromium harness, built the way
 * biodiversity-values.ts describes them so every derived field agrees with the others. Not real
 * results: the MSA figures are in the range GLOBIO gives degraded tropical pasture (land use
 * ~0.4, infrastructure and fragmentation ~0.9) and the total is the product of the pressures;
 * the species are invented (clearly synthetic names).
 */

const STUDY_AREA_HA = 2400;

const lossHa = (total: number) => STUDY_AREA_HA * (1 - total);

/** Grassland restoration on 2,400 ha of tropical pasture: land-use MSA 0.4215 -> 0.6140. */
export const grasslandMsaValues: BiodiversityMsaValues = (() => {
  const before = { landCover: 0.4215, infrastructure: 0.9124, habitatFragmentation: 0.8633 };
  const after = { landCover: 0.614, infrastructure: 0.9124, habitatFragmentation: 0.8902 };
  const humanEncroachment = 0.881;
  const product = (p: typeof before) =>
    p.landCover * p.infrastructure * p.habitatFragmentation * humanEncroachment;
  const totalBefore = product(before);
  const totalAfter = product(after);
  return {
    studyAreaHa: STUDY_AREA_HA,
    activityType: 'sustainableGrasslandsManagement',
    projectDuration: 20,
    msaMeanBefore: { ...before, humanEncroachment, total: totalBefore },
    msaMeanAfter: { ...after, humanEncroachment, total: totalAfter },
    msaLossHaBefore: lossHa(totalBefore),
    msaLossHaAfter: lossHa(totalAfter),
  };
})();

/** A temperate wetland: human encroachment applies in tropical biomes only, so it is null. */
export const wetlandMsaValues: BiodiversityMsaValues = {
  studyAreaHa: 640,
  activityType: 'custom',
  projectDuration: 30,
  msaMeanBefore: {
    landCover: 0.35,
    infrastructure: 0.8,
    habitatFragmentation: 0.9,
    humanEncroachment: null,
    total: 0.252,
  },
  msaMeanAfter: {
    landCover: 0.7,
    infrastructure: 0.8,
    habitatFragmentation: 0.95,
    humanEncroachment: null,
    total: 0.532,
  },
  msaLossHaBefore: 640 * (1 - 0.252),
  msaLossHaAfter: 640 * (1 - 0.532),
};

/**
 * An assumed global sum of STAR threat abatement (threatened species x weight x 100), only to
 * turn the fixture's scores into shares of the global score.
 */
const GLOBAL_THREAT_ABATEMENT = 1_500_000;

const score = (scoreType: string, threat: number, restoration: number): ThreatScore => ({
  scoreType,
  threatAbatementPercent: (threat / GLOBAL_THREAT_ABATEMENT) * 100,
  threatAbatementScore: threat,
  restorationScore: restoration,
});

/** A category whose scores are the sums of its sub-categories'. */
function category(code: string, subcategories: ThreatScore[]): ThreatScore {
  const threat = subcategories.reduce((sum, sub) => sum + sub.threatAbatementScore, 0);
  const restoration = subcategories.reduce((sum, sub) => sum + sub.restorationScore, 0);
  return {
    ...score(code, threat, restoration),
    ...(subcategories.length ? { subcategories } : {}),
  };
}

const categories: ThreatScore[] = [
  category('1', [score('1.1', 1.5021, 0.3011), score('1.2', 0.6822, 0.1109)]),
  category('2', [
    score('2.1', 8.441, 5.102),
    score('2.2', 1.2044, 0.4001),
    score('2.3', 10.2311, 5.7013),
  ]),
  category('3', [score('3.2', 1.0432, 0.152)]),
  category('4', [score('4.1', 0.8911, 0)]),
  category('5', [score('5.1', 6.221, 2.881), score('5.3', 3.111, 1.231)]),
  category('6', [score('6.1', 0.441, 0.1002)]),
  category('7', [score('7.1', 4.102, 2.201), score('7.2', 1.5603, 0.811)]),
  category('8', [score('8.1', 3.01, 1.332), score('8.2', 1.2101, 0.55)]),
  category('9', [score('9.3', 2.0031, 0.7712)]),
  category('10', []),
  category('11', [score('11.1', 1.2, 0.0611), score('11.2', 1.3865, 0.0409)]),
  category('12', [score('12.1', 0.00003, 0)]),
];

const totalThreat = categories.reduce((sum, entry) => sum + entry.threatAbatementScore, 0);
const totalRestoration = categories.reduce((sum, entry) => sum + entry.restorationScore, 0);

const species = (
  scientificName: string,
  threatCategory: RedListCategory,
  taxonomy: [string, string, string, string],
  shareOfRange?: number,
): SpeciesRecord => ({
  scientificName,
  threatCategory,
  kingdom: 'Animalia',
  phylum: 'Chordata',
  class: taxonomy[0],
  order: taxonomy[1],
  family: taxonomy[2],
  genus: taxonomy[3],
  ...(shareOfRange === undefined ? {} : { shareOfRange }),
});

const BIRD = (genus: string) => ['Aves', 'Passeriformes', 'Demofringillidae', genus] as const;
const MAMMAL = (genus: string) => ['Mammalia', 'Rodentia', 'Demomuridae', genus] as const;
const FROG = (genus: string) => ['Amphibia', 'Anura', 'Demohylidae', genus] as const;
const t = (taxonomy: readonly [string, string, string, string]) =>
  [...taxonomy] as [string, string, string, string];

/** 23 invented species, listed out of order on purpose (the page sorts them). */
const speciesList: SpeciesRecord[] = [
  species('Synthornis alba (synthetic)', 'LC', t(BIRD('Synthornis')), 0.012),
  species('Fictomys rufus (synthetic)', 'VU', t(MAMMAL('Fictomys')), 0.041),
  species('Demohyla viridis (synthetic)', 'CR', t(FROG('Demohyla')), 0.62),
  species('Synthornis minor (synthetic)', 'NT', t(BIRD('Synthornis')), 0.008),
  species('Fictomys ater (synthetic)', 'LC', t(MAMMAL('Fictomys')), 0.0031),
  species('Demohyla aurea (synthetic)', 'EN', t(FROG('Demohyla')), 0.27),
  species('Placeboa major (synthetic)', 'DD', t(FROG('Placeboa'))),
  species('Synthornis cinerea (synthetic)', 'LC', t(BIRD('Synthornis')), 0.0007),
  species('Mockingula parva (synthetic)', 'VU', t(BIRD('Mockingula')), 0.055),
  species('Fictomys longicauda (synthetic)', 'EN', t(MAMMAL('Fictomys')), 0.19),
  species('Synthornis montana (synthetic)', 'LC', t(BIRD('Synthornis')), 0.0044),
  species('Mockingula alpina (synthetic)', 'NT', t(BIRD('Mockingula')), 0.021),
  species('Placeboa minima (synthetic)', 'NE', t(FROG('Placeboa'))),
  species('Fictomys agrestis (synthetic)', 'LC', t(MAMMAL('Fictomys')), 0.0019),
  species('Synthornis palustris (synthetic)', 'VU', t(BIRD('Synthornis')), 0.033),
  species('Demohyla fusca (synthetic)', 'LC', t(FROG('Demohyla')), 0.015),
  species('Mockingula sylvestris (synthetic)', 'LC', t(BIRD('Mockingula')), 0.006),
  species('Fictomys nanus (synthetic)', 'DD', t(MAMMAL('Fictomys'))),
  species('Synthornis rubra (synthetic)', 'LC', t(BIRD('Synthornis')), 0.0025),
  species('Demohyla lutea (synthetic)', 'VU', t(FROG('Demohyla')), 0.087),
  species('Mockingula nigra (synthetic)', 'NT', t(BIRD('Mockingula')), 0.011),
  species('Fictomys campestris (synthetic)', 'LC', t(MAMMAL('Fictomys')), 0.0052),
  species('Synthornis varia (synthetic)', 'LC', t(BIRD('Synthornis')), 0.0009),
];

const countOf = (category: RedListCategory) =>
  speciesList.filter((record) => record.threatCategory === category).length;

/** STAR and species for the same 2,400 ha: 23 species, 7 threatened (1 CR, 2 EN, 4 VU). */
export const biodiversityContextValues: BiodiversityContextValues = {
  studyAreaHa: STUDY_AREA_HA,
  starThreatScores: [...categories, score('total', totalThreat, totalRestoration)],
  starByTaxon: {
    birds: { threatAbatementScore: totalThreat * 0.46, restorationScore: totalRestoration * 0.41 },
    mammals: {
      threatAbatementScore: totalThreat * 0.31,
      restorationScore: totalRestoration * 0.35,
    },
    amphibians: {
      threatAbatementScore: totalThreat * 0.23,
      restorationScore: totalRestoration * 0.24,
    },
  },
  starThreatMean: totalThreat / STUDY_AREA_HA,
  starRestoreMean: totalRestoration / STUDY_AREA_HA,
  starThreatClass: 'starMethods.classes.veryHigh',
  starRestoreClass: 'starMethods.classes.veryHigh',
  speciesCountByCategory: {
    EX: countOf('EX'),
    EW: countOf('EW'),
    CR: countOf('CR'),
    EN: countOf('EN'),
    VU: countOf('VU'),
    NT: countOf('NT'),
    LC: countOf('LC'),
    DD: countOf('DD'),
    NE: countOf('NE'),
  },
  threatenedSpeciesCount: countOf('CR') + countOf('EN') + countOf('VU'),
  species: speciesList,
};

/** A study area no range overlaps and no threat score reaches. */
export const emptyContextValues: BiodiversityContextValues = {
  studyAreaHa: 120,
  starThreatScores: [],
  starByTaxon: {
    birds: { threatAbatementScore: 0, restorationScore: 0 },
    mammals: { threatAbatementScore: 0, restorationScore: 0 },
    amphibians: { threatAbatementScore: 0, restorationScore: 0 },
  },
  starThreatMean: 0,
  starRestoreMean: 0,
  starThreatClass: 'starMethods.classes.none',
  starRestoreClass: 'starMethods.classes.none',
  speciesCountByCategory: { EX: 0, EW: 0, CR: 0, EN: 0, VU: 0, NT: 0, LC: 0, DD: 0, NE: 0 },
  threatenedSpeciesCount: 0,
  species: [],
};

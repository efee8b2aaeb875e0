import {
  STAR_TAXA,
  type StarTaxon,
  THREAT_CATEGORIES,
  type ThreatCategory,
  type ThreatScore,
} from './biodiversity-values.js';
import type { SpeciesRange } from './species-record.js';
import { RED_LIST_WEIGHTS, STAR_RESTORATION_MULTIPLIER } from './star-weights.js';

const HA_PER_KM2 = 100;

/** A species' Area of Habitat inside the study area, from the grid (`star-grid.ts`). */
export interface SpeciesAoh {
  species: SpeciesRange;
  /** Current AOH inside the study area, ha. */
  aohHa: number;
  /** Restorable (historically lost) AOH inside the study area, ha. */
  restorableHa: number;
}

/** One species' STAR terms: P_s (% of global AOH), W_s, and its scores per threat code. */
export interface SpeciesStar {
  species: SpeciesRange;
  /** P: current AOH in the area as % of the species' global current AOH. */
  aohPercent: number;
  /** H: restorable AOH in the area as % of the species' global current AOH. */
  restorablePercent: number;
  weight: number;
  threatAbatement: number;
  restoration: number;
}

interface Sums {
  threatAbatementScore: number;
  restorationScore: number;
  /** Σ 100·W·C over the species present: their whole-world threat abatement score. */
  global: number;
}

const emptySums = (): Sums => ({ threatAbatementScore: 0, restorationScore: 0, global: 0 });

/** Top-level threat category of a code (`2.1.3` -> `2`), or null outside 1..12. */
export function threatCategoryOf(code: string): ThreatCategory | null {
  const top = code.split('.')[0] ?? '';
  return (THREAT_CATEGORIES as readonly string[]).includes(top) ? (top as ThreatCategory) : null;
}

/** Sub-category of a code (`2.1.3` -> `2.1`), or null for a top-level code. */
export function threatSubcategoryOf(code: string): string | null {
  const parts = code.split('.');
  return parts.length >= 2 ? `${parts[0]}.${parts[1]}` : null;
}

/**
 * Mair et al. 2021 (Nat. Ecol. Evol. 5:836) summed over the study area, species by species:
 *   STAR_T = Σ_s Σ_t P_s · W_s · C_{s,t},   STAR_R = Σ_s Σ_t H_s · W_s · C_{s,t} · M
 * with P_s and H_s the current and restorable AOH in the area as a percentage of the species'
 * global current AOH (Σ over the area's cells of P_{s,i} is P_s). Only STAR taxa (birds,
 * mammals, amphibians) with a weight (NT..CR) and at least one threat score.
 */
export function speciesStar(entries: readonly SpeciesAoh[]): SpeciesStar[] {
  return entries.flatMap(({ species, aohHa, restorableHa }) => {
    const weight = RED_LIST_WEIGHTS[species.record.threatCategory];
    if (species.taxon === null || weight === 0 || species.aohKm2 <= 0) return [];
    if (species.threats.length === 0) return [];
    const aohPercent = (100 * aohHa) / (species.aohKm2 * HA_PER_KM2);
    const restorablePercent = (100 * restorableHa) / (species.aohKm2 * HA_PER_KM2);
    return [
      {
        species,
        aohPercent,
        restorablePercent,
        weight,
        threatAbatement: aohPercent * weight,
        restoration: restorablePercent * weight * STAR_RESTORATION_MULTIPLIER,
      },
    ];
  });
}

export interface StarSummary {
  /** 'total', then the 12 threat categories (with sub-categories), then the three taxa. */
  scores: ThreatScore[];
  byTaxon: Record<StarTaxon, { threatAbatementScore: number; restorationScore: number }>;
  threatAbatementScore: number;
  restorationScore: number;
}

const row = (scoreType: string, sums: Sums): ThreatScore => ({
  scoreType,
  threatAbatementPercent: sums.global > 0 ? (100 * sums.threatAbatementScore) / sums.global : 0,
  threatAbatementScore: sums.threatAbatementScore,
  restorationScore: sums.restorationScore,
});

const add = (sums: Sums, share: number, star: SpeciesStar) => {
  sums.threatAbatementScore += star.threatAbatement * share;
  sums.restorationScore += star.restoration * share;
  sums.global += 100 * star.weight * share;
};

/**
 * The breakdown of specs/3 "Threat scores": total, by threat category and sub-category, by taxon.
 * `threatAbatementPercent` is the row's score in the area as a share (%) of the same species'
 * global score for that row (Σ 100·W·C over the species present).
 */
export function summariseStar(stars: readonly SpeciesStar[]): StarSummary {
  const total = emptySums();
  const categories = new Map<ThreatCategory, Sums>(
    THREAT_CATEGORIES.map((category) => [category, emptySums()]),
  );
  const subcategories = new Map<string, Sums>();
  const taxa = new Map<StarTaxon, Sums>(STAR_TAXA.map((taxon) => [taxon, emptySums()]));
  for (const star of stars) {
    for (const { code, share } of star.species.threats) {
      const category = threatCategoryOf(code);
      if (!category) continue;
      add(total, share, star);
      add(categories.get(category) as Sums, share, star);
      const sub = threatSubcategoryOf(code);
      if (sub) {
        if (!subcategories.has(sub)) subcategories.set(sub, emptySums());
        add(subcategories.get(sub) as Sums, share, star);
      }
      if (star.species.taxon) add(taxa.get(star.species.taxon) as Sums, share, star);
    }
  }
  const subRows = (category: string) =>
    [...subcategories]
      .filter(([code]) => threatCategoryOf(code) === category)
      .sort(([a], [b]) => Number(a.split('.')[1]) - Number(b.split('.')[1]))
      .map(([code, sums]) => row(code, sums));
  const scores: ThreatScore[] = [
    row('total', total),
    ...THREAT_CATEGORIES.map((category) => {
      const subs = subRows(category);
      const base = row(category, categories.get(category) as Sums);
      return subs.length > 0 ? { ...base, subcategories: subs } : base;
    }),
    ...STAR_TAXA.map((taxon) => row(taxon, taxa.get(taxon) as Sums)),
  ];
  const byTaxon = Object.fromEntries(
    STAR_TAXA.map((taxon) => {
      const sums = taxa.get(taxon) as Sums;
      return [
        taxon,
        {
          threatAbatementScore: sums.threatAbatementScore,
          restorationScore: sums.restorationScore,
        },
      ];
    }),
  ) as StarSummary['byTaxon'];
  return {
    scores,
    byTaxon,
    threatAbatementScore: total.threatAbatementScore,
    restorationScore: total.restorationScore,
  };
}

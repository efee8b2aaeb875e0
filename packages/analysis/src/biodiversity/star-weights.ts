import type { RedListCategory } from './biodiversity-values.js';

/**
 * Red List category weights W_s of STAR (Mair et al. 2021, Nat. Ecol. Evol. 5:836); a species'
 * global STAR_T is 100 x W_s. The paper was not read here (it is not open access); the weights
 * agree with two sources that quote it: the IUCN Red List's STAR page ("from 100 for a Near
 * Threatened species, up to 400 for a Critically Endangered species") and quantifyearth/STAR
 * prepare_species/common.py at 8d57df3f, quoting the Methods: "This varies from zero for species
 * of Least Concern to 100 for Near Threatened, 200 for Vulnerable, 300 for Endangered and 400 for
 * Critically Endangered species". Categories without a weight (DD, NE, EX, EW) contribute nothing.
 */
export const RED_LIST_WEIGHTS: Record<RedListCategory, number> = {
  EX: 0,
  EW: 0,
  CR: 4,
  EN: 3,
  VU: 2,
  NT: 1,
  LC: 0,
  DD: 0,
  NE: 0,
};

/**
 * Restoration discount multiplier M of STAR_R (Mair et al. 2021 Methods). NOT VERIFIED: the
 * Methods text could not be read here (the paper is published under exclusive licence, not open
 * access; no corpus holds its Methods or supplement). 0.29 is the value recalled for the global
 * STAR release and must be checked against the paper before the restoration score is used for
 * decisions (docs/analyses/biodiversity-context.md, "Unverified"). Third pass (session 10): the
 * one written value found is a bare default `multi=0.29` in a STAR function of uncited Python
 * code (file index), which agrees but does not count; mapme.biodiversity R/get_star.R calls it
 * "a global multiplier to discount restoration scores" (one value, not per category).
 */
export const STAR_RESTORATION_MULTIPLIER = 0.29;

/** Threat scope of a Red List threat record (IUCN Threats Classification Scheme v3.3). */
export const THREAT_SCOPES = ['whole (>90%)', 'majority (50-90%)', 'minority (<50%)'] as const;
/** Threat severity of a Red List threat record. */
export const THREAT_SEVERITIES = [
  'very rapid declines',
  'rapid declines',
  'slow, significant declines',
  'negligible declines',
  'no decline',
  'causing/could cause fluctuations',
] as const;

/**
 * Mair et al. 2021 Supplementary Table 2: the weight of a threat from its scope (rows) and
 * severity (columns, THREAT_SEVERITIES order). A species' C_{s,t} is the weight of threat t over
 * the sum of its threats' weights. Transcribed from quantifyearth/STAR prepare_species/common.py
 * (THREAT_WEIGHTING_TABLE, "Taken from ... Supplementary Table 2"; unchanged in every stored
 * version of that file); the table itself was not read. An independent recomputation of the
 * paper's rule (uniform distributions within each class, HannoSandvik/Threats ScopeSev.md at
 * 967a68cf) gives these cells rounded down, except minority x very rapid (25.0 there): kept at
 * 24 with the transcription; the fluctuations column is not in that recomputation.
 */
export const THREAT_WEIGHTING_TABLE: readonly (readonly number[])[] = [
  [63, 24, 10, 1, 0, 10],
  [52, 18, 9, 0, 0, 9],
  [24, 7, 5, 0, 0, 5],
];

export interface ThreatRecord {
  /** IUCN threat code, e.g. `2.1` or `2.1.3`. */
  code: string;
  scope: (typeof THREAT_SCOPES)[number];
  severity: (typeof THREAT_SEVERITIES)[number];
}

/** C_{s,t}: each threat's share of the species' extinction risk (zero-weight threats dropped). */
export function threatShares(threats: readonly ThreatRecord[]): { code: string; share: number }[] {
  const weighted = threats
    .map((threat) => ({
      code: threat.code,
      weight:
        THREAT_WEIGHTING_TABLE[THREAT_SCOPES.indexOf(threat.scope)]?.[
          THREAT_SEVERITIES.indexOf(threat.severity)
        ] ?? 0,
    }))
    .filter((threat) => threat.weight > 0);
  const total = weighted.reduce((sum, threat) => sum + threat.weight, 0);
  return weighted.map(({ code, weight }) => ({ code, share: weight / total }));
}

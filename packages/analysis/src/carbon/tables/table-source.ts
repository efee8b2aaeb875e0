/**
 * Where a constant table comes from, carried with the table. `verified` is true only when the
 * values were checked against the primary source during development; every unverified table is
 * listed in docs/analyses/carbon.md and flagged in the results (carbon tools' warnings).
 */
export interface TableSource {
  /** Publication and table number, e.g. "IPCC 2006 Guidelines Vol. 4 Ch. 4 Table 4.4". */
  citation: string;
  verified: boolean;
  /** What was (or could not be) checked, and against what. */
  note: string;
}

/**
 * Who besides its creator may read an assessment: 'internal' until the sharing issue changes an
 * assessment's access (decision 0007). The column's CHECK constraint holds it to these values
 * (migration 0011); the repository reads it and the visibility service decides with it.
 */
export type AssessmentVisibility = 'internal' | 'shared';

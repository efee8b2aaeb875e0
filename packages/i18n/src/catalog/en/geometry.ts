/**
 * Why a shape was refused or changed, in words a rancher understands. Keys are the `reason.code`
 * values returned by @ecotone/geometry validations; `{{placeholders}}` are their `reason.params`.
 */
export const geometry = {
  EMPTY: 'The file contains no shapes.',
} as const;

import {
  type AccessLevel,
  type AccessResourceType,
  accessRank,
  OFFERED_ACCESS_LEVELS,
  type SharingAnswer,
  type SharingUser,
} from '@ecotone/contracts';

/** One option of the access-level dropdown. */
export interface LevelOption {
  level: AccessLevel;
  /** Below the level a parent's grant gives the user here (specs/2 section 5). */
  disabled: boolean;
}

/**
 * The levels offered on a resource type (specs/2 section 6), each disabled when it is below the
 * user's minimum. `none` is never offered here: removing is "Remove access" on the direct source.
 */
export function levelOptions(
  type: AccessResourceType,
  minimum: AccessLevel | undefined,
): LevelOption[] {
  return OFFERED_ACCESS_LEVELS[type]
    .filter((level) => level !== 'none')
    .map((level) => ({
      level,
      disabled: minimum !== undefined && accessRank(level) < accessRank(minimum),
    }));
}

/**
 * The level the dropdown shows for a user: their direct grant when they have one (that is what
 * it changes), else their effective level.
 */
export function shownLevel(user: SharingUser): AccessLevel {
  return user.sources.find((source) => source.direct)?.accessLevel ?? user.accessLevel;
}

/** The label key's parts: Direct, "Via <type>" or "Multiple sources" (specs/2 section 2). */
export type SourceLabel =
  | { kind: 'direct' }
  | { kind: 'via'; type: AccessResourceType }
  | { kind: 'multiple' };

export function sourceLabel(user: SharingUser): SourceLabel {
  if (user.label === 'via' && user.viaType) return { kind: 'via', type: user.viaType };
  if (user.label === 'multiple') return { kind: 'multiple' };
  return { kind: 'direct' };
}

export type SharingSort = 'user' | 'accessLevel';
export type SortOrder = 'asc' | 'desc';

/** The table's rows: the internal-only filter, then the chosen order (ties by name). */
export function visibleUsers(
  answer: SharingAnswer,
  options: { internalOnly: boolean; sort: SharingSort; order: SortOrder; locale: string },
): SharingUser[] {
  const byName = (a: SharingUser, b: SharingUser) =>
    a.name.localeCompare(b.name, options.locale, { sensitivity: 'base' }) ||
    a.email.localeCompare(b.email, options.locale);
  const direction = options.order === 'asc' ? 1 : -1;
  return answer.users
    .filter((user) => !options.internalOnly || user.internal)
    .sort((a, b) =>
      options.sort === 'user'
        ? direction * byName(a, b)
        : direction * (accessRank(a.accessLevel) - accessRank(b.accessLevel)) || byName(a, b),
    );
}

/** Whether a direct grant can be removed (only a direct source has "Remove access"). */
export const hasDirectGrant = (user: SharingUser): boolean =>
  user.sources.some((source) => source.direct);

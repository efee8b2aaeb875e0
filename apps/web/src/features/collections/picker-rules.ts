import type { ResourceListAnswer } from '@ecotone/contracts';

/** The picker's type selector: "Sites" or "Projects" (specs/2 section 2). */
export const PICKER_TYPES = ['site', 'project'] as const;
export type PickerType = (typeof PICKER_TYPES)[number];

/** Why an option cannot be chosen (specs/2 section 5, "Collections and resource picker"). */
export type DisabledReason = 'already-in' | 'no-assessment' | 'under-project';

export interface PickerOption {
  type: PickerType;
  id: string;
  title: string;
  disabled: DisabledReason | null;
}

export interface PickerRules {
  /** Ids already in the collection: shown, but not selectable. */
  excluded: ReadonlySet<string>;
  /** When given, only these ids are offered. */
  include?: ReadonlySet<string>;
}

/**
 * The picker's options for one type: filtered by type (and the include list), sorted by
 * lowercase title; disabled when already in the collection, for a site without a primary
 * assessment, or for a site under a project ("a site under a project cannot be assigned
 * directly to a collection"). Projects are always selectable unless already in.
 */
export function pickerOptions(
  resources: Pick<ResourceListAnswer, 'sites' | 'projects'>,
  type: PickerType,
  rules: PickerRules,
): PickerOption[] {
  const options: PickerOption[] =
    type === 'site'
      ? resources.sites.map((site) => ({
          type,
          id: site.siteId,
          title: site.title,
          disabled: rules.excluded.has(site.siteId)
            ? 'already-in'
            : site.primaryAssessmentId === null
              ? 'no-assessment'
              : site.parentProjectId !== null
                ? 'under-project'
                : null,
        }))
      : resources.projects.map((project) => ({
          type,
          id: project.projectId,
          title: project.title,
          disabled: rules.excluded.has(project.projectId) ? 'already-in' : null,
        }));
  return options
    .filter((option) => !rules.include || rules.include.has(option.id))
    .sort((a, b) => {
      const left = a.title.toLowerCase();
      const right = b.title.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    });
}

/** Add is disabled when nothing is chosen or while saving. */
export const canAdd = (chosen: readonly PickerOption[], saving: boolean): boolean =>
  chosen.length > 0 && !saving && chosen.every((option) => option.disabled === null);

import { type StudyArea, studyAreaSchema } from '@ecotone/contracts';

/**
 * Which area a result was computed on (contracts `studyAreaSchema`): the server adds it to each
 * result; results stored before masks existed have none, and then nothing is said.
 */
export function studyAreaOf(result: object): StudyArea | null {
  const checked = studyAreaSchema.safeParse((result as { studyArea?: unknown }).studyArea);
  return checked.success ? checked.data : null;
}

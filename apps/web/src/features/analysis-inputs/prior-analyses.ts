import type { AnalysisReference } from '@ecotone/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * specs/3 section 4: a succeeded analysis shows its creation time as YYYY-MM-DD HH:mm (local
 * time); any other state shows as pending (null here, the caller translates it).
 */
export function analysisCreatedLabel(analysis: AnalysisReference): string | null {
  if (analysis.state !== 'SUCCEEDED') return null;
  const created = new Date(analysis.createdAt);
  if (Number.isNaN(created.getTime())) return null;
  return `${created.getFullYear()}-${pad(created.getMonth() + 1)}-${pad(created.getDate())} ${pad(
    created.getHours(),
  )}:${pad(created.getMinutes())}`;
}

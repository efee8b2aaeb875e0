import type { AccessResourceType } from '@ecotone/contracts';
import Typography from '@mui/material/Typography';

/** TEMPORARY stand-in until wip/web1's Sharing panel is merged (same signature). */
export function SharingPanel({
  resourceType,
  resourceId,
}: {
  resourceType: AccessResourceType;
  resourceId: string;
  directOnly?: boolean;
}) {
  return (
    <Typography
      variant="body2"
      data-testid="sharing-panel"
      data-resource={`${resourceType}:${resourceId}`}
    >
      …
    </Typography>
  );
}

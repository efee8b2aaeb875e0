import type { InstrumentInfo, ParameterMetadata, ToolMetadata } from '@ecotone/contracts';
import type { ToolInputs } from '../inputs-model';

/** What every parameter field gets from the tool row. */
export interface FieldProps {
  tool: ToolMetadata;
  parameter: ParameterMetadata;
  toolInputs: ToolInputs;
  value: unknown;
  onChange: (value: unknown) => void;
  instrumentInfo: InstrumentInfo | undefined;
  /** The shape whose prior analyses the analysis-id picker lists; null before one is saved. */
  shapefileId: string | null;
  /** Stable id stem for testing and aria wiring: `{scriptType}-{parameterId}`. */
  fieldId: string;
}

export const fieldTestId = (props: Pick<FieldProps, 'fieldId'>) => `parameter-${props.fieldId}`;

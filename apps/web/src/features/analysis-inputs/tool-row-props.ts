import type { InstrumentInfo, ToolMetadata } from '@ecotone/contracts';
import type { InputsCollection } from './inputs-model';

/** What one tool's row (tool-row.tsx) and its options (tool-options.tsx) are given. */
export interface ToolRowProps {
  tool: ToolMetadata;
  inputs: InputsCollection;
  onChange: (inputs: InputsCollection) => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  showAdvanced: boolean;
  instrumentInfo: InstrumentInfo | undefined;
  shapefileId: string | null;
  /** Holders of access:hub see each description's translation key (specs/2 section 2). */
  showDescriptionKeys: boolean;
}

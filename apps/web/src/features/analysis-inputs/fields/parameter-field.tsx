import type { ParameterMetadata } from '@ecotone/contracts';
import type { ComponentType } from 'react';
import { AnalysisIdParameterField } from './analysis-id-field';
import {
  CheckboxParameterField,
  InstrumentParameterField,
  MultiSelectParameterField,
  SelectParameterField,
} from './choice-fields';
import { CsvParameterField } from './csv-field';
import type { FieldProps } from './field-props';
import { DateParameterField, NumberParameterField, YearParameterField } from './number-fields';
import { ListParameterField, TextParameterField } from './text-fields';

/** One field component per parameter component of the contract. */
const FIELDS: Record<ParameterMetadata['component'], ComponentType<FieldProps>> = {
  text: TextParameterField,
  list: ListParameterField,
  number: NumberParameterField,
  year: YearParameterField,
  date: DateParameterField,
  select: SelectParameterField,
  multiSelect: MultiSelectParameterField,
  checkbox: CheckboxParameterField,
  instrument: InstrumentParameterField,
  lcDataset: InstrumentParameterField,
  monitoringInstrument: InstrumentParameterField,
  csv: CsvParameterField,
  analysisId: AnalysisIdParameterField,
};

export function ParameterField(props: FieldProps) {
  const Field = FIELDS[props.parameter.component];
  return <Field {...props} />;
}

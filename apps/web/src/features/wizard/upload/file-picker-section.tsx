import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';

/** Takes the chosen files and clears the input, so choosing the same file again works. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

interface FilePickerSectionProps {
  title: string;
  help: string;
  buttonLabel: string;
  accept: string;
  testId: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** A heading, a line of help and a button that opens the file chooser (several files at once). */
export function FilePickerSection({
  title,
  help,
  buttonLabel,
  accept,
  testId,
  disabled,
  onFiles,
}: FilePickerSectionProps) {
  return (
    <>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {help}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
        {buttonLabel}
        <input
          hidden
          type="file"
          multiple
          accept={accept}
          data-testid={testId}
          // Read the files now: a state updater may run after the input has been cleared.
          onChange={(event) => onFiles(takeFiles(event))}
        />
      </Button>
    </>
  );
}

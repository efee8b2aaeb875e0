import Box from '@mui/material/Box';

/**
 * A field people never see or reach, which form-filling robots fill in. The server answers a
 * filled one like any request and then drops it.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' }}
    >
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}

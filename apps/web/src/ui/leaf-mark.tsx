import Box from '@mui/material/Box';

/** The product mark, drawn inline so the page needs no image files. */
export function LeafMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="7" fill="#2f5d3a" />
      <path d="M6 22c5-9 10-12 20-13-3 8-8 13-20 13z" fill="#cfe3b4" />
    </Box>
  );
}

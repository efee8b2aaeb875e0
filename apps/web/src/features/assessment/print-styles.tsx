import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The page printed (issue 21: "a print stylesheet makes the page itself print cleanly"): A4 with
 * margins; the app bar, navigation, buttons, switches and forms left out (`.no-print`, icon
 * buttons, toggle groups); tables, rows, charts and maps not split across pages where avoidable
 * (whole tool blocks are not kept together: a tall one would leave half pages empty); maps as
 * the picture last drawn (`.assessment-map-print`), charts and maps within the page's width. The demo-data notice stays: a printed synthetic result must say so too. Mounted with
 * the page only, so no other page prints differently.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '14mm 12mm' },
          body: { background: '#fff' },
          '.MuiAppBar-root, .MuiDrawer-root, .MuiSnackbar-root, .no-print, a[href="#main"], .MuiIconButton-root, .MuiToggleButtonGroup-root':
            {
              display: 'none !important',
            },
          'main#main': { padding: '0 !important', maxWidth: 'none !important' },
          '.assessment-page': { padding: '0 !important', maxWidth: 'none !important' },
          '.assessment-section': { breakBefore: 'auto', paddingTop: '4mm' },
          '.assessment-section h2, .assessment-tool h3': { breakAfter: 'avoid' },
          'figure, table, tr, .MuiAlert-root, dl': { breakInside: 'avoid' },
          '.assessment-map-screen': { display: 'none !important' },
          '.assessment-map-print': {
            display: 'block !important',
            maxHeight: '110mm',
            objectFit: 'contain',
          },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          'svg, canvas, img': { maxWidth: '100% !important' },
          // Links read as text on paper: no underline, no colour change, no URL printed after them.
          a: { color: 'inherit !important', textDecoration: 'none !important' },
          'a[href]::after': { content: 'none !important' },
          // Filled alerts (the demo-data notice) keep their colour in print.
          '.MuiAlert-root': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        },
      }}
    />
  );
}

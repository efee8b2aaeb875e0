import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper only the printable map: one landscape page (A4 or Letter, whichever the printer
 * has; `size: landscape` leaves the paper to it), the app's bars, menus and the dialog's own
 * buttons hidden. Mounted only while the printable map is open.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'landscape', margin: '10mm' },
          'body *': { visibility: 'hidden' },
          '[data-printable-map], [data-printable-map] *': { visibility: 'visible' },
          '[data-printable-map]': {
            position: 'fixed',
            inset: 0,
            // The narrower of A4 and Letter landscape, less the margins: 259 x 190 mm.
            width: '259mm',
            maxHeight: '190mm',
            overflow: 'hidden',
          },
          '[data-print-hidden]': { display: 'none !important' },
        },
      }}
    />
  );
}

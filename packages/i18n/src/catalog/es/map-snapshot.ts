import type { mapSnapshot as en } from '../en/map-snapshot.js';
import type { Widen } from '../types.js';

/** El diálogo de captura del mapa y el mapa imprimible; véase docs/map-snapshot.md. */
export const mapSnapshot: Widen<typeof en> = {
  open: 'Captura del mapa',
  title: 'Captura del mapa',
  close: 'Cerrar',
  options: 'Opciones de la captura',
  uploadLogo: 'Subir logotipo del socio',
  chooseLogo: 'Elegir imagen',
  logoChosen: 'Logotipo: {{name}}',
  logoUnreadable: 'No se pudo leer esta imagen. Elija un archivo PNG, JPEG, SVG o WebP.',
  logoPrivacy: 'El logotipo se queda en su navegador; no se sube al servidor.',
  legend: 'Leyenda',
  legendName: 'Nombre de la leyenda',
  titleToggle: 'Título',
  titleText: 'Texto del título',
  subtitleToggle: 'Subtítulo',
  subtitleText: 'Texto del subtítulo',
  aspect: {
    label: 'Relación de aspecto',
    square: 'Cuadrado',
    portrait: 'Vertical',
    landscape: 'Horizontal',
    responsive: 'Adaptable',
  },
  hideMenu: 'Ocultar menú',
  showMenu: 'Mostrar menú',
  refresh: 'Actualizar la imagen del mapa',
  download: 'Descargar',
  downloadTooltip:
    'Si la descarga no funciona, use la captura que se muestra aquí: haga clic derecho sobre ella y elija «Guardar imagen como».',
  downloadFailed:
    'La descarga no funcionó. Use en su lugar la captura que se muestra aquí: haga clic derecho sobre ella y elija «Guardar imagen como».',
  preparing: 'Preparando la captura…',
  captureFailed:
    'No se pudo capturar el mapa. Espere a que termine de dibujarse y vuelva a actualizar.',
  previewAlt: 'Captura del mapa: {{layer}}',
  moreRows: 'y {{count}} más',
  openPrintable: 'Mapa imprimible',
  printable: {
    title: 'Mapa imprimible',
    print: 'Imprimir',
    printHint: 'Se imprime en una página A4 o Carta en horizontal.',
    secondary: 'Mostrar el mapa secundario',
    projection: 'Proyección: Web Mercator (EPSG:3857). Coordenadas en grados, WGS 84.',
    north: 'N',
    northLabel: 'Norte',
    inset: 'Dónde está el mapa',
    primaryAlt: 'El mapa: {{layer}}',
    secondaryAlt: 'Mapa secundario: {{layer}}',
    hemispheres: { north: 'N', south: 'S', east: 'E', west: 'O' },
  },
};

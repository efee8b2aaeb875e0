import type { analysisMap as en } from '../en/analysis-map.js';
import type { Widen } from '../types.js';

/** El mapa del análisis en la página de resultados; véase docs/analysis-map.md. */
export const analysisMap: Widen<typeof en> = {
  view: {
    label: 'Mostrar resultados como',
    map: 'Mapa',
    table: 'Tabla',
  },
  region: 'Mapa de los resultados de {{tool}}',
  loading: 'Cargando el mapa…',
  pending: 'Las capas de esta herramienta aparecen aquí cuando termina.',
  noLayers: 'Esta herramienta no tiene capas de mapa.',
  shapeFailed: 'No se pudo cargar la forma analizada.',
  layerFailed: 'No se pudo cargar la capa «{{layer}}».',
  panel: {
    label: 'Panel de capas',
    open: 'Mostrar el panel de capas',
    close: 'Ocultar el panel de capas',
  },
  layers: {
    title: 'Capas',
    multi: 'Mostrar varias capas a la vez',
    showAll: 'Mostrar todas',
    hideAll: 'Ocultar todas',
    toggle: 'Mostrar {{layer}}',
    legend: 'Leyenda de {{layer}}',
    info: 'Acerca de {{layer}}',
    disabled: 'Ningún elemento de esta capa está al alcance del área.',
    opacity: 'Opacidad de {{layer}}',
    years: '{{first}}–{{last}}, {{count}} años',
  },
  legend: {
    title: 'Leyenda',
    back: 'Volver a las capas',
    none: 'Esta capa no tiene leyenda.',
    gradient: '{{min}} a {{max}}',
  },
  info: {
    raster: 'Capa ráster, dibujada a partir del GeoTIFF guardado.',
    vector: 'Capa vectorial: haga clic en un elemento del mapa para ver sus detalles.',
    timeSeries: 'Un mapa por año; el reproductor de la secuencia temporal los recorre.',
    features: 'Elementos: {{count}}',
    download: 'Descargar',
  },
  options: {
    button: 'Opciones del mapa',
    showLocation: 'Mostrar mi ubicación',
    showAnalysisLayer: 'Mostrar el área analizada',
    insetMap: 'Mapa de situación',
    threeD: '3D',
    labels: 'Etiquetas',
    clearCache: 'Vaciar la caché de capas',
    cacheCleared: 'Las capas se están cargando de nuevo.',
    locationFailed: 'Su ubicación no está disponible.',
    yourLocation: 'Su ubicación',
    insetLabel: 'Dónde se encuentra el área',
  },
  zoom: {
    site: 'Acercar al sitio',
    auto: 'Acercar automáticamente a la capa activa',
  },
  timeLapse: {
    label: 'Secuencia temporal de {{layer}}',
    play: 'Reproducir',
    pause: 'Pausa',
    previous: 'Año anterior',
    next: 'Año siguiente',
    speed: 'Velocidad',
    year: 'Año mostrado',
  },
  popup: {
    close: 'Cerrar los detalles',
  },
};

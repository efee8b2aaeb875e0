import type { keyDetails as en } from '../en/key-details.js';
import type { Widen } from '../types.js';

export const keyDetails: Widen<typeof en> = {
  title: 'Datos clave',
  location: {
    heading: 'Ubicación',
    country: 'País',
    countries: 'Países',
    region: 'Región',
    district: 'Distrito',
    place: 'Lugar',
    totalArea: 'Área total',
    approximate: 'aproximado',
    districtHint: 'El distrito de la localidad más cercana.',
    placeHint: 'La localidad más cercana.',
    placeHintDistance: 'La localidad más cercana, a {{distance}}.',
    loading: 'Buscando dónde está la forma…',
    retry: 'Reintentar',
    failedHelp:
      'Puede completar el resto; el nombre del shapefile se completa cuando se conozca el país.',
    sources: 'Fuentes: {{sources}}',
  },
  site: {
    heading: 'Sitio',
    choice: 'Sitio',
    new: 'Sitio nuevo',
    existing: 'Sitio existente',
    name: 'Nombre del sitio',
    nameHelp: 'Los nombres de sitio no deben incluir nombres de países ni de socios.',
    existingLabel: 'Sitio existente',
    existingLoading: 'Cargando sitios…',
    existingEmpty: 'Todavía no tiene sitios: cree uno nuevo.',
    existingNoMatch: 'Ningún sitio coincide con este texto.',
    existingFailed: 'No se pudieron cargar los sitios.',
    type: 'Tipo de sitio',
    typeOfExisting: 'El tipo del sitio elegido.',
    imported:
      'Esta forma es el shapefile existente «{{name}}»: conserva su sitio y su nombre. Cambie la forma en el paso 1 para guardarla como un shapefile nuevo.',
    noSite: 'Sin sitio',
  },
  shapefileName: {
    label: 'Nombre del shapefile',
    edit: 'Editar',
    editLabel: 'Editar el nombre del shapefile',
    automatic: 'Se completa con el código del país y el nombre del sitio.',
    pending: 'Se completa cuando se conozcan el país y el nombre del sitio.',
    emptyHelp: 'Déjelo vacío para usar el nombre automático.',
    emptyHelpWithName: 'Déjelo vacío para usar el nombre automático, {{name}}.',
    imported: 'Un shapefile existente conserva su nombre.',
  },
  missing: {
    title: 'Para continuar:',
    siteName: 'Escriba un nombre para el sitio nuevo o elija un sitio existente.',
    siteNameTooLong: 'Acorte el nombre del sitio a {{max}} caracteres o menos.',
    existingSite: 'Elija un sitio existente.',
    siteType: 'Elija un tipo de sitio.',
    shapefileName:
      'El nombre del shapefile necesita el país de la forma: espere o pulse Editar y escriba un nombre.',
  },
};

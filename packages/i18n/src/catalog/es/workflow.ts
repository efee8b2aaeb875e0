import type { workflow as en } from '../en/workflow.js';
import type { Widen } from '../types.js';

export const workflow: Widen<typeof en> = {
  siteTypes: {
    ranch: 'Rancho',
    farm: 'Granja',
    forest: 'Bosque',
    conservationArea: 'Área de conservación',
    wetland: 'Humedal o manglar',
    communityLand: 'Tierra comunal',
    other: 'Otro',
  },
  SITE_REQUIRED: 'Elija un sitio existente o dé un nombre al nuevo sitio.',
  SITE_TYPE_REQUIRED: 'Elija un tipo de sitio para el nuevo sitio.',
  SHAPEFILE_NAME_REQUIRED: 'Dé un nombre al shapefile.',
  SHAPEFILE_NAME_TAKEN:
    'El sitio ya tiene un shapefile llamado «{{name}}». Elija otro nombre para este.',
  SHAPE_REQUIRED: 'Dibuje o suba una forma, o seleccione un shapefile existente.',
  SHAPE_AND_IMPORTED_SHAPEFILE:
    'Envíe una forma nueva o un shapefile existente, no ambos: un shapefile existente se reutiliza tal cual.',
  IMPORTED_SHAPEFILE_REQUIRED:
    'Seleccione el shapefile existente al que corresponde esta evaluación.',
  ASSESSMENT_REQUIRED: 'Indique qué evaluación actualizar.',
  ACTIVITY_REQUIRED: 'Elija una actividad de restauración para un análisis manual.',
  MASK_INVALID:
    'No se pudo usar la máscara de exclusión subida: debe ser una FeatureCollection .geojson o .json de polígonos que cubran alguna superficie.',
  MASK_OPTIONS_INVALID:
    'La configuración de la máscara de exclusión no es válida ({{field}}): elija al menos una capa, cada una una sola vez; la pendiente es un número entero de grados entre 1 y 90, los umbrales de cobertura y probabilidad son porcentajes entre 0 y 100, y el año va de 2015 a 2025.',
  MASK_NO_DATA: 'No hay un conjunto de datos de apoyo disponible para esta forma.',
  MASK_STUDY_AREA:
    'No se pueden calcular máscaras de exclusión para ella: es demasiado ancha, da la vuelta al globo o queda fuera del mapa.',
  MASK_AND_OPTIONS:
    'Envíe una máscara de exclusión subida o una configuración de máscara, no ambas.',
  UPLOAD_NOT_FOUND:
    'No se encontró la forma subida: puede que la subida haya fallado o caducado. Vuelva a enviar.',
  UPLOAD_INVALID: 'La forma subida no es un documento JSON válido. Vuelva a enviar.',
  REQUEST_ID_REUSED:
    'Este identificador de envío ya se usó para otro tipo de solicitud. Recargue la página y envíe de nuevo.',
};

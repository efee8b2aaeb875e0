import type { assessment as en } from '../en/assessment.js';
import type { Widen } from '../types.js';

/** Textos de la página de evaluación de capital natural (issue 21). */
export const assessment: Widen<typeof en> = {
  title: 'Evaluación de capital natural',
  loading: 'Cargando la evaluación…',
  errors: {
    loading: 'Error al cargar la evaluación {{id}}',
    reload: 'Recargar la página',
  },
  notFound: {
    title: 'Evaluación no encontrada',
    body: 'No hay ninguna evaluación con el ID «{{id}}», o no tiene acceso a ella. Compruebe el enlace o abra la evaluación desde su sitio.',
    toSites: 'Ir a los sitios',
  },
  notReady: {
    title: 'Todavía no hay datos de la evaluación',
    body: 'Esta evaluación aún no está lista. Vuelva a consultarla más tarde.',
  },
  header: {
    site: 'Sitio',
    shapefile: 'Shapefile',
    stage: 'Etapa',
    created: 'Creada',
    createdBy: '{{date}} por {{name}}',
    print: 'Imprimir',
    download: 'Descargar informe',
    actions: 'Acciones de la evaluación',
  },
  sections: {
    area: 'Resumen del área',
    context: 'Contexto',
    carbon: 'Carbono',
    water: 'Agua',
    biodiversity: 'Biodiversidad',
    restoration: 'Actividad de restauración recomendada',
    financials: 'Ilustraciones financieras',
    reports: 'Informe de evaluación avanzado',
    contents: 'Secciones de la evaluación',
  },
  tool: {
    viewData: 'ver datos',
    viewDataLabel: 'ver datos de {{tool}}',
    sources: 'Fuentes',
    sourcesLabel: 'Fuentes: datos y métodos de {{tool}}',
    sourcesTitle: 'Fuentes de datos y métodos: {{tool}}',
    close: 'Cerrar',
    synthetic: 'Datos sintéticos',
    syntheticHint: 'Calculado con datos de demostración sintéticos, no con observaciones',
    progress: '{{tool}}: {{percent}} % · {{state}}',
    failed: '{{tool}} falló: {{error}}',
    cancelled: '{{tool}} se canceló antes de terminar.',
    loadFailed:
      'No se pudo cargar el resultado de {{tool}}. Recargue la página para intentarlo de nuevo.',
    unavailable: 'Resultados no disponibles.',
    unknownChart: 'Gráfico de serie temporal desconocido',
  },
  progress: {
    title: 'Análisis de esta evaluación',
  },
  area: {
    gross: 'Área bruta',
    masks: 'Excluida por máscaras de exclusión',
    maskLayers: 'Capas de máscara: {{layers}}',
    noMasks: 'No se excluye ningún área.',
    net: 'Área neta del proyecto',
    shapeMap: 'La forma de la evaluación',
  },
  map: {
    label: 'Mapa: {{layer}}',
    loading: 'Cargando el mapa…',
  },
  restoration: {
    none: 'No se ha elegido ninguna actividad de restauración para esta evaluación.',
    descriptions: {
      forest1:
        'Plantación o regeneración natural de árboles en tierras de biomas forestales que perdieron su cubierta forestal (forestación y reforestación): el carbono se acumula en la biomasa y el suelo a lo largo de los años del proyecto.',
      grasslands1:
        'Restauración de biomas de pastizal mediante un mejor manejo del pastoreo, para que se recuperen el carbono del suelo y la cubierta vegetal.',
      ifm1: 'Manejo forestal mejorado: rotaciones más largas y menos tala mantienen más carbono en pie en un bosque manejado.',
      mangrove1:
        'Restauración de ecosistemas de manglar, que almacenan grandes cantidades de carbono en sus suelos y protegen la costa.',
      undeterminedActivity1:
        'Sin restauración: la evaluación describe la tierra tal como está (existencias de referencia) sin proyecto.',
      custom: 'Análisis elegidos uno a uno en lugar de la plantilla de una actividad.',
    },
  },
  financials: {
    prompt: {
      title: 'Póngase en contacto para obtener las ilustraciones financieras',
      intro:
        'Todavía no se ha hecho ningún análisis financiero de esta evaluación. Póngase en contacto y prepararemos las ilustraciones financieras de esta tierra, con:',
      benefits: {
        irr: 'Tasa interna de retorno (TIR) a 5 años',
        revenueShare: 'Reparto de ingresos',
        annualPayment: 'Pago anual medio a los propietarios',
        paymentBreakdown: 'Desglose de pagos',
        revenueEbitda: 'Evolución de ingresos y EBITDA',
        costOfProduction: 'Coste de producción',
        useOfProceeds: 'Uso de los fondos',
        landownerPayments: 'Pagos ilustrativos a los propietarios',
      },
      discountNote:
        'Las ilustraciones abarcan 30 años de emisión e ingresos y se descuentan a la tasa indicada con ellas; son orientativas, no una oferta.',
    },
    form: {
      message: 'Mensaje detallado',
      messageHelp: 'Qué le gustaría saber, sus planes para la tierra y cómo contactarle.',
      send: 'Enviar solicitud',
      sent: 'Solicitud enviada',
      sentBody: 'Gracias: nos pondremos en contacto con usted sobre esta evaluación.',
      subject: 'Ilustraciones financieras: {{title}}',
    },
  },
  reports: {
    intro:
      'Un PDF de toda la evaluación, en su idioma y sus unidades: sus secciones, gráficos, mapas, fuentes de datos y métodos.',
    empty: 'Todavía no se ha hecho ningún informe. Descargar informe crea uno.',
    listLabel: 'Informes de esta evaluación',
    listFailed: 'No se pudieron leer los informes.',
    states: {
      queued: 'En cola',
      running: 'En curso',
      succeeded: 'Listo',
      failed: 'Fallido',
    },
    languages: {
      en: 'Inglés',
      es: 'Español',
    },
    unitSystems: {
      metric: 'Métrico',
      imperial: 'Imperial',
    },
    details: '{{language}} · {{units}} · {{date}} · {{name}}',
    pages_one: '{{count}} página',
    pages_other: '{{count}} páginas',
    progress: 'Preparando el informe: {{percent}} %',
    failed: 'El informe falló: {{error}}',
    download: 'Descargar',
    downloadLabel: 'Descargar {{name}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar el informe del {{date}}',
    deleteTitle: '¿Eliminar este informe?',
    deleteText: 'El PDF se elimina para todas las personas que pueden ver esta evaluación.',
    cancel: 'Cancelar',
    deleteFailed: 'No se pudo eliminar el informe: {{message}}',
    createFailed: 'No se pudo iniciar el informe: {{message}}',
    ready: 'Su informe está listo: {{name}}',
  },
  documents: {
    link: 'Abrir los documentos de la evaluación',
  },
  value: {
    sources: 'De dónde viene este valor',
    field: 'Campo: {{field}}',
    shape:
      'Medida sobre la forma de la evaluación en el elipsoide WGS 84, como las máscaras de exclusión; el área neta es la forma menos las máscaras.',
  },
};

import type { web as en } from '../en/web.js';
import type { Widen } from '../types.js';

export const web: Widen<typeof en> = {
  app: {
    name: 'Ecotone',
    loading: 'Cargando…',
    skipToContent: 'Ir al contenido principal',
    closeNotice: 'Cerrar el mensaje',
  },
  nav: {
    label: 'Navegación principal',
    openMenu: 'Abrir la navegación',
    home: 'Inicio',
    newAssessment: 'Nueva evaluación',
    shapefiles: 'Shapefiles',
    sites: 'Sitios',
    collections: 'Colecciones',
    projects: 'Proyectos',
    users: 'Usuarios',
  },
  landing: {
    signIn: 'Iniciar sesión',
    hero: {
      statement:
        'Evaluación del capital natural de la tierra: carbono, agua, biodiversidad y degradación, medidos en el terreno que usted gestiona.',
      detail:
        'Dibuje o suba un límite y Ecotone analiza la tierra con métodos científicos publicados y datos ambientales abiertos, para que las decisiones sobre pastoreo, restauración e inversión se basen en evidencia.',
      action: 'Solicitar un análisis preliminar',
      topicsLabel: 'Qué evalúa Ecotone',
      topics: {
        carbon: 'Carbono',
        water: 'Agua',
        biodiversity: 'Biodiversidad',
        degradation: 'Degradación',
      },
    },
    stewards: {
      eyebrow: 'Para ganaderos y custodios de la tierra',
      title: 'Conozca lo que guarda su tierra y lo que podría guardar',
      body: 'Tanto si cría ganado, cultiva o cuida un bosque, la salud de la tierra es su capital de trabajo. Ecotone convierte el límite de su propiedad en una imagen clara de sus activos naturales y de dónde ganan o pierden terreno.',
      points: {
        carbon: 'El carbono almacenado en el suelo y la vegetación, y el margen para almacenar más',
        water: 'La disponibilidad de agua, la escorrentía y la exposición a la sequía',
        biodiversity: 'El estado de los hábitats y la integridad de su biodiversidad',
        degradation:
          'La degradación, la erosión y el historial de incendios, cartografiados en toda la propiedad',
      },
    },
    partners: {
      eyebrow: 'Para la red de socios',
      title: 'Ustedes aportan la tierra y los proyectos; nosotros, el análisis',
      body: 'Organizaciones de conservación, asociaciones de productores, desarrolladores de proyectos e inversores usan Ecotone para evaluar la tierra de las personas y los programas que apoyan. Los socios incorporan sitios y proyectos a la plataforma y trabajan con nosotros para convertirlos en oportunidades creíbles de restauración y de financiación de la naturaleza.',
      points: {
        consistent:
          'Los mismos métodos en cada sitio, para poder comparar los resultados de todo un programa',
        organise: 'Sitios y proyectos agrupados en colecciones que se siguen en conjunto',
        share:
          'Resultados compartidos con propietarios, colegas y financiadores con el nivel de acceso que cada uno necesita',
      },
    },
    analysis: {
      eyebrow: 'Empiece con un análisis preliminar',
      title: 'Envíenos una forma y obtenga una primera lectura de su tierra',
      body: 'Envíenos un shapefile o un polígono de la tierra junto con sus datos de contacto, y realizaremos un análisis preliminar de su carbono, agua, biodiversidad y degradación. Respondemos en un plazo de 2 días hábiles.',
      steps: {
        send: 'Comparta el límite de la tierra como shapefile o polígono',
        analyse: 'Realizamos el análisis preliminar de la zona',
        review: 'Revisamos los resultados con usted y le proponemos los siguientes pasos',
      },
      action: 'Empezar',
    },
    footer: 'Ecotone: evaluación del capital natural de la tierra.',
  },
  auth: {
    signOut: 'Cerrar sesión',
  },
  validation: {
    email: 'Introduzca una dirección de correo electrónico válida.',
  },
  userMenu: {
    open: 'Cuenta y preferencias',
    language: 'Idioma',
    units: 'Unidades',
    // Language names stay in their own language so each is recognisable whatever is selected.
    languages: { english: 'English', spanish: 'Español' },
    unitSystems: { metric: 'Métrico', imperial: 'Imperial' },
    unitExamples: { metric: 'Hectáreas, metros, °C', imperial: 'Acres, pies, °F' },
  },
  home: {
    welcome: 'Le damos la bienvenida, {{name}}',
    intro: 'Continúe donde lo dejó o empiece una nueva evaluación de un terreno.',
    open: 'Abrir',
  },
  areas: {
    newAssessment: {
      title: 'Nueva evaluación',
      description:
        'Defina un terreno dibujando, subiendo o seleccionando su forma, elija los análisis que desea realizar e inicie una evaluación.',
    },
    shapefiles: {
      title: 'Shapefiles',
      description:
        'Las formas que ha subido o dibujado, guardadas aquí para reutilizarlas en nuevas evaluaciones, asociarlas a un sitio o descargarlas.',
    },
    sites: {
      title: 'Sitios',
      description:
        'Los lugares que evalúa: sus shapefiles y evaluaciones, el proyecto superior, las colecciones y quién tiene acceso.',
    },
    collections: {
      title: 'Colecciones',
      description:
        'Grupos de sitios y proyectos, reunidos y compartidos con las personas que trabajan en ellos.',
    },
    projects: {
      title: 'Proyectos',
      description:
        'Carteras y sus proyectos: etapa, origen, tipo de sitio, publicación y con quién se comparten.',
    },
    users: {
      title: 'Usuarios',
      description:
        'Invite a personas, defina sus roles, funciones opcionales y accesos, y consulte quién suplantó a quién.',
    },
  },
  restricted: {
    title: 'Acceso restringido',
    body: 'Su cuenta no tiene acceso a esta sección. Si cree que debería tenerlo, consulte a un administrador de Ecotone.',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay nada en esta dirección. Puede que el enlace esté mal escrito o que la página se haya movido.',
  },
  wizard: {
    title: 'Nueva evaluación',
    stepsLabel: 'Pasos de la evaluación',
    steps: {
      defineShape: 'Definir la forma',
      keyDetails: 'Datos clave',
      analyze: 'Analizar',
      review: 'Revisar',
    },
    actions: {
      previous: 'Paso anterior',
      close: 'Cerrar',
      next: 'Paso siguiente',
      analyze: 'Analizar',
    },
    draft: {
      title: '¿Reanudar la evaluación sin terminar?',
      body: 'Lo que dibujó e ingresó el {{savedAt}} se guardó en este navegador. Retome donde lo dejó, o descártelo y empiece de nuevo.',
      shapes: 'Formas: {{count}}',
      site: 'Sitio: {{name}}',
      resume: 'Reanudar',
      discard: 'Descartar',
    },
    needsShape: 'Dibuje o suba al menos una forma para continuar.',
  },
  map: {
    label: 'Mapa para definir la forma',
    gestures: {
      windows: 'Use Ctrl + rueda del ratón para acercar o alejar el mapa',
      mac: 'Use ⌘ + rueda del ratón para acercar o alejar el mapa',
      mobile: 'Use dos dedos para mover el mapa',
    },
    controls: {
      zoomIn: 'Acercar',
      zoomOut: 'Alejar',
      resetBearing: 'Orientar al norte',
      toggleAttribution: 'Mostrar u ocultar los créditos del mapa',
    },
    commands: {
      undo: 'Deshacer',
      redo: 'Rehacer',
      deleteSelected: 'Eliminar la forma seleccionada',
      clearAll: 'Borrar todas las formas',
      zoomToShapes: 'Acercar a las formas',
      drawPolygon: 'Añadir nuevo polígono',
    },
    toolbar: {
      label: 'Herramientas de forma',
      info: 'Resumen y consejos',
      exclusion: 'Áreas de exclusión',
      exclusionNeedsShape: 'Primero dibuje o suba una forma.',
      exclusionUnavailable: 'Ya existe una máscara de exclusión para la forma seleccionada.',
      totalArea: 'Superficie total',
      calculating: 'Calculando…',
      addShape: 'Añadir forma',
      uploadShapefile: 'Subir shapefile',
      addPolygon: 'Añadir nuevo polígono',
      export: 'Exportar',
      exportGeoJson: 'Exportar GeoJSON',
      exportKml: 'Exportar KML',
      exportShapefile: 'Exportar shapefile comprimido',
      exportFailed: 'No se pudieron exportar las formas: {{message}}',
      measureFailed: 'No se pudo calcular la superficie.',
    },
    drawing: {
      hint: 'Haga clic en el mapa para colocar cada vértice. Haga clic en el primer vértice, o doble clic, para terminar; pulse Escape para cancelar.',
      cancel: 'Cancelar el dibujo',
    },
    basemap: {
      label: 'Mapa base',
      satellite: 'Satélite',
      standard: 'Estándar',
      failed: {
        satellite:
          'No se pudieron cargar las imágenes de satélite; se muestra el mapa sin conexión.',
        standard: 'No se pudo cargar el mapa de calles; se muestra el mapa sin conexión.',
      },
      offline: 'No hay conexión; se muestra el mapa sin conexión.',
      unavailable: {
        satellite:
          'Aquí no hay imágenes de satélite configuradas; se muestra el mapa sin conexión.',
        standard: 'Aquí no hay un mapa de calles configurado; se muestra el mapa sin conexión.',
      },
    },
    search: {
      label: 'Buscar un lugar',
      placeholder: 'Nombre del lugar o lat, lon',
      goTo: 'Ir a {{latitude}}, {{longitude}}',
      coordinates: 'Coordenadas',
      typeMore: 'Escriba al menos 2 caracteres',
      searching: 'Buscando…',
      noResults: 'No se encontraron lugares',
      failed: 'La búsqueda de lugares no está disponible en este momento.',
      attribution: 'Nombres de lugares: {{source}}',
      kinds: { country: 'País', place: 'Lugar' },
    },
    summary: {
      title: 'Resumen y consejos',
      close: 'Cerrar el panel',
      totalArea: 'Superficie total',
      polygonCount: 'Polígonos',
      tipsTitle: 'Consejos',
      tips: {
        draw: 'Elija «Añadir nuevo polígono» en el menú Añadir forma y haga clic en el mapa para colocar cada vértice.',
        finish:
          'Termine un polígono haciendo clic en su primer vértice, o haga doble clic para colocar el último. Escape lo cancela.',
        select:
          'Haga clic en una forma para seleccionarla y pulse Retroceso o Suprimir para eliminarla.',
        undo: 'Deshaga con Ctrl+Z (⌘Z en Mac); rehaga con Ctrl+Mayús+Z o Ctrl+Y.',
        zoom: 'Mantenga pulsada la tecla Ctrl (⌘ en Mac) mientras gira la rueda para acercar o alejar el mapa; en un teléfono o tableta, muévalo con dos dedos.',
        search:
          'Busque un lugar por su nombre o escriba coordenadas como «latitud, longitud», por ejemplo 44.5, -107.4.',
        upload:
          'Suba un shapefile (.shp, .shx y .prj juntos), un archivo GeoJSON, KML o KMZ, o un shapefile comprimido en .zip: las formas subidas se suman a las que dibujó.',
      },
    },
    upload: {
      title: 'Subir formas',
      close: 'Cerrar el panel',
      shapefileTitle: 'Shapefile',
      shapefileHelp:
        'Elija a la vez los archivos .shp, .shx y .prj de un mismo shapefile (pueden acompañarlos su .dbf y su .cpg).',
      selectShapefile: 'Seleccionar shapefile',
      addShapefiles: 'Añadir shapefiles',
      stillNeeded: 'Faltan: {{extensions}}',
      otherTitle: 'Otros archivos',
      otherHelp: 'GeoJSON, KML, KMZ o un shapefile comprimido en un único archivo .zip.',
      selectOther: 'Seleccionar otros archivos',
      useOriginal: 'Usar la forma original',
      useOriginalHelp:
        'Omitir la limpieza (reparar, disolver y simplificar) y conservar la forma exactamente como está en el archivo.',
      sending: 'Enviando los archivos…',
      reading: 'Leyendo los archivos…',
      cleaning: 'Limpiando la forma…',
      stage: 'Paso {{current}} de {{count}}',
      sent: '{{share}} enviado',
      cancelUpload: 'Cancelar la carga',
      cancelled: 'Carga cancelada. Las formas del mapa siguen como estaban.',
      invalidFile: 'No se pudo usar este archivo.',
      contact: 'Contáctenos si necesita ayuda',
      dissolveError: 'Se produjo un error al disolver el geojson: {{message}}',
      dissolveFallback:
        'Se usará el geojson original. Puede continuar con la evaluación; por favor, informe de esto al equipo técnico.',
      noPolygons: 'Los archivos no contienen polígonos que añadir.',
      skipped: 'Se omitieron elementos que no son polígonos: {{count}}.',
      layersTitle: 'Contenido de los archivos',
      layerName: 'Capa',
      layerFile: 'Archivo',
      layerFeatures: 'Elementos',
      review: 'Los archivos contienen varias capas. Revíselas antes de añadir las formas al mapa.',
      confirm: 'Añadir estas formas',
      cancel: 'Cancelar',
      added: 'Formas añadidas al mapa: {{count}}.',
      warningsTitle: 'Observaciones sobre los archivos',
    },
  },
  legal: {
    label: 'Información legal',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
  },
  backHome: 'Volver al inicio',
};

import type { web as en } from '../en/web.js';
import type { Widen } from '../types.js';

export const web: Widen<typeof en> = {
  app: {
    name: 'Ecotone',
    loading: 'Cargando…',
    skipToContent: 'Ir al contenido principal',
  },
  nav: {
    label: 'Navegación principal',
    openMenu: 'Abrir la navegación',
    home: 'Inicio',
    newAssessment: 'Nueva evaluación',
    shapefiles: 'Shapefiles',
    sites: 'Sitios',
    collections: 'Colecciones',
    admin: 'Administración',
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
    login: {
      title: 'Iniciar sesión en Ecotone',
      intro:
        'Introduzca la dirección de correo electrónico y la contraseña de su cuenta de Ecotone.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      showPassword: 'Mostrar la contraseña',
      hidePassword: 'Ocultar la contraseña',
      submit: 'Iniciar sesión',
      close: 'Cerrar',
    },
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
        'Los lugares que evalúa: cada sitio reúne los shapefiles y las evaluaciones de un mismo terreno.',
    },
    collections: {
      title: 'Colecciones',
      description:
        'Grupos de sitios y proyectos reunidos para seguirlos, revisarlos y compartirlos en conjunto.',
    },
    admin: {
      title: 'Administración',
      description:
        'Invite a personas y gestione sus roles, indicadores de funciones y acceso a carteras, proyectos, colecciones y sitios.',
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
  backHome: 'Volver al inicio',
};

/** Texts of the web app. Owned by apps/web; keys grouped by feature. */
export const web = {
  app: {
    name: 'Ecotone',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    openMenu: 'Open navigation',
    home: 'Home',
    newAssessment: 'New assessment',
    shapefiles: 'Shapefiles',
    sites: 'Sites',
    collections: 'Collections',
    admin: 'Admin',
  },
  landing: {
    signIn: 'Sign in',
    hero: {
      statement:
        'Natural-capital assessment of land: carbon, water, biodiversity and degradation, measured for the ground you manage.',
      detail:
        'Draw or upload a boundary and Ecotone reads the land with published scientific methods and open environmental datasets, so decisions about grazing, restoration and investment rest on evidence.',
      action: 'Request a preliminary analysis',
      topicsLabel: 'What Ecotone assesses',
      topics: {
        carbon: 'Carbon',
        water: 'Water',
        biodiversity: 'Biodiversity',
        degradation: 'Degradation',
      },
    },
    stewards: {
      eyebrow: 'For ranchers and land stewards',
      title: 'Know what your land holds, and what it could hold',
      body: 'Whether you run cattle, grow crops or look after a forest, the health of the land is your working capital. Ecotone turns the boundary of your property into a clear picture of its natural assets and where they are gaining or losing ground.',
      points: {
        carbon: 'Carbon stored in soil and vegetation, and the room to store more',
        water: 'Water availability, run-off and exposure to drought',
        biodiversity: 'Condition of habitats and how intact their biodiversity is',
        degradation: 'Degradation, erosion and fire history, mapped across the property',
      },
    },
    partners: {
      eyebrow: 'For the partner network',
      title: 'Bring land and projects; we bring the analysis',
      body: 'Conservation organisations, producer associations, project developers and investors use Ecotone to assess the land of the people and programmes they support. Partners bring sites and projects onto the platform and work with us to turn them into credible restoration and nature-finance opportunities.',
      points: {
        consistent: 'The same methods on every site, so results can be compared across a programme',
        organise: 'Sites and projects grouped into collections you can follow together',
        share:
          'Results shared with landowners, colleagues and funders at the access level each one needs',
      },
    },
    analysis: {
      eyebrow: 'Start with a preliminary analysis',
      title: 'Send us a shape, get a first read on your land',
      body: 'Send us a shapefile or polygon of the land together with your contact details, and we run a preliminary analysis of its carbon, water, biodiversity and degradation. We reply within 2 working days.',
      steps: {
        send: 'Share the boundary of the land as a shapefile or a polygon',
        analyse: 'We run the preliminary analysis on the area',
        review: 'We go through the results with you and suggest next steps',
      },
      action: 'Get started',
    },
    footer: 'Ecotone: natural-capital assessment of land.',
  },
  auth: {
    signOut: 'Sign out',
    login: {
      title: 'Sign in to Ecotone',
      intro: 'Enter the email address and password of your Ecotone account.',
      email: 'Email address',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Sign in',
      close: 'Close',
    },
  },
  validation: {
    email: 'Please enter a valid email address.',
  },
  userMenu: {
    open: 'Account and preferences',
    language: 'Language',
    units: 'Units',
    languages: { english: 'English', spanish: 'Español' },
    unitSystems: { metric: 'Metric', imperial: 'Imperial' },
    unitExamples: { metric: 'Hectares, metres, °C', imperial: 'Acres, feet, °F' },
  },
  home: {
    welcome: 'Welcome, {{name}}',
    intro: 'Pick up where you left off, or start a new assessment of a piece of land.',
    open: 'Open',
  },
  areas: {
    newAssessment: {
      title: 'New assessment',
      description:
        'Define a piece of land by drawing, uploading or selecting its shape, choose the analyses to run and start an assessment.',
    },
    shapefiles: {
      title: 'Shapefiles',
      description:
        'The shapes you have uploaded or drawn, kept here to reuse in new assessments, attach to a site or download.',
    },
    sites: {
      title: 'Sites',
      description:
        'The places you assess: each site brings together the shapefiles and assessments of one piece of land.',
    },
    collections: {
      title: 'Collections',
      description:
        'Groups of sites and projects gathered so they can be followed, reviewed and shared together.',
    },
    admin: {
      title: 'Admin',
      description:
        'Invite people and manage their roles, feature flags and access to portfolios, projects, collections and sites.',
    },
  },
  restricted: {
    title: 'Access restricted',
    body: 'Your account does not have access to this area. If you think it should, ask an Ecotone administrator.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address. The link may be mistyped, or the page may have moved.',
  },
  backHome: 'Back to home',
} as const;

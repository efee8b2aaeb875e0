/** Texts of the web app. Owned by apps/web; keys grouped by feature. */
export const web = {
  app: {
    name: 'Ecotone',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    closeNotice: 'Close the message',
  },
  nav: {
    label: 'Main navigation',
    openMenu: 'Open navigation',
    home: 'Home',
    newAssessment: 'New assessment',
    shapefiles: 'Shapefiles',
    sites: 'Sites',
    collections: 'Collections',
    projects: 'Projects',
    users: 'Users',
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
        'The places you assess: their shapefiles and assessments, parent project, collections and who has access.',
    },
    collections: {
      title: 'Collections',
      description:
        'Groups of sites and projects, kept together and shared with the people who work on them.',
    },
    projects: {
      title: 'Projects',
      description:
        'Portfolios and their projects: stage, origin, site type, publishing and who they are shared with.',
    },
    users: {
      title: 'Users',
      description:
        'Invite people, set their roles, feature flags and access, and read who impersonated whom.',
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
  wizard: {
    title: 'New assessment',
    stepsLabel: 'Assessment steps',
    steps: {
      defineShape: 'Define shape',
      keyDetails: 'Key details',
      analyze: 'Analyze',
      review: 'Review',
    },
    actions: {
      previous: 'Previous Step',
      close: 'Close',
      next: 'Next Step',
      analyze: 'Analyze',
    },
    needsShape: 'Draw or upload at least one shape to continue.',
    draft: {
      title: 'Resume your unfinished assessment?',
      body: 'What you drew and entered on {{savedAt}} was kept in this browser. Resume where you left off, or discard it and start again.',
      shapes: 'Shapes: {{count}}',
      site: 'Site: {{name}}',
      resume: 'Resume',
      discard: 'Discard',
    },
  },
  map: {
    label: 'Map for defining the shape',
    gestures: {
      windows: 'Use Ctrl + scroll to zoom the map',
      mac: 'Use ⌘ + scroll to zoom the map',
      mobile: 'Use two fingers to move the map',
    },
    controls: {
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      resetBearing: 'Reset bearing to north',
      toggleAttribution: 'Show or hide the map credits',
    },
    commands: {
      undo: 'Undo',
      redo: 'Redo',
      deleteSelected: 'Delete selected shape',
      clearAll: 'Clear all shapes',
      zoomToShapes: 'Zoom to shapes',
      drawPolygon: 'Add new polygon',
    },
    toolbar: {
      label: 'Shape tools',
      info: 'Summary and tips',
      exclusion: 'Exclusion areas',
      exclusionNeedsShape: 'Draw or upload a shape first.',
      exclusionUnavailable: 'An exclusion mask for the selected shapefile already exists.',
      totalArea: 'Total area',
      calculating: 'Calculating…',
      addShape: 'Add shape',
      uploadShapefile: 'Upload shapefile',
      addPolygon: 'Add new polygon',
      export: 'Export',
      exportGeoJson: 'Export GeoJSON',
      exportKml: 'Export KML',
      exportShapefile: 'Export zipped shapefile',
      exportFailed: 'The shapes could not be exported: {{message}}',
      measureFailed: 'The area could not be calculated.',
    },
    drawing: {
      hint: 'Click on the map to place each corner. Click the first corner, or double-click, to finish; press Escape to cancel.',
      cancel: 'Cancel drawing',
    },
    basemap: {
      label: 'Base map',
      satellite: 'Satellite',
      standard: 'Standard',
      failed: {
        satellite: 'Satellite imagery could not load; showing the offline map.',
        standard: 'The street map could not load; showing the offline map.',
      },
      offline: 'You are offline; showing the offline map.',
      unavailable: {
        satellite: 'No satellite imagery is set up here; showing the offline map.',
        standard: 'No street map is set up here; showing the offline map.',
      },
    },
    search: {
      label: 'Search for a place',
      placeholder: 'Place name or lat, lon',
      goTo: 'Go to {{latitude}}, {{longitude}}',
      coordinates: 'Coordinates',
      typeMore: 'Type at least 2 characters',
      searching: 'Searching…',
      noResults: 'No places found',
      failed: 'Place search is not available right now.',
      attribution: 'Place names: {{source}}',
      kinds: { country: 'Country', place: 'Place' },
    },
    summary: {
      title: 'Summary and tips',
      close: 'Close panel',
      totalArea: 'Total area',
      polygonCount: 'Polygons',
      tipsTitle: 'Tips',
      tips: {
        draw: 'Choose "Add new polygon" in the Add shape menu, then click on the map to place each corner.',
        finish:
          'Finish a polygon by clicking its first corner, or double-click to place the last one. Escape cancels it.',
        select: 'Click a shape to select it, then press Backspace or Delete to remove it.',
        undo: 'Undo with Ctrl+Z (⌘Z on a Mac); redo with Ctrl+Shift+Z or Ctrl+Y.',
        zoom: 'Hold Ctrl (⌘ on a Mac) while scrolling to zoom the map; on a phone or tablet, move it with two fingers.',
        search:
          'Search for a place by name, or type coordinates as "latitude, longitude", for example 44.5, -107.4.',
        upload:
          'Upload a shapefile (.shp, .shx and .prj together), GeoJSON, KML, KMZ or a zipped shapefile: uploaded shapes join the ones you drew.',
      },
    },
    upload: {
      title: 'Upload shapes',
      close: 'Close panel',
      shapefileTitle: 'Shapefile',
      shapefileHelp:
        'Choose the .shp, .shx and .prj files of one shapefile together (its .dbf and .cpg may come along).',
      selectShapefile: 'Select shapefile',
      addShapefiles: 'Add shapefiles',
      stillNeeded: 'Still needed: {{extensions}}',
      otherTitle: 'Other files',
      otherHelp: 'GeoJSON, KML, KMZ, or a shapefile zipped into one .zip file.',
      selectOther: 'Select other files',
      useOriginal: 'Use original shape',
      useOriginalHelp:
        'Skip the clean-up (repair, dissolve and simplify) and keep the shape exactly as it is in the file.',
      sending: 'Sending the files…',
      reading: 'Reading the files…',
      cleaning: 'Cleaning up the shape…',
      stage: 'Step {{current}} of {{count}}',
      sent: '{{share}} sent',
      cancelUpload: 'Cancel upload',
      cancelled: 'Upload cancelled. The shapes on the map are as they were.',
      invalidFile: 'This file could not be used.',
      contact: 'Contact us if you need help',
      dissolveError: 'There was an error while dissolving the geojson: {{message}}',
      dissolveFallback:
        'Using the original geojson instead. Feel free to proceed with the assessment, and report this to the tech team.',
      noPolygons: 'The files hold no polygons to add.',
      skipped: 'Features that are not polygons were left out: {{count}}.',
      layersTitle: 'What the files hold',
      layerName: 'Layer',
      layerFile: 'File',
      layerFeatures: 'Features',
      review: 'The files hold several layers. Check them before adding the shapes to the map.',
      confirm: 'Add these shapes',
      cancel: 'Cancel',
      added: 'Shapes added to the map: {{count}}.',
      warningsTitle: 'Notes on the files',
    },
  },
  legal: {
    label: 'Legal',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
  },
  backHome: 'Back to home',
} as const;

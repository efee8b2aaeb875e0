/**
 * Texts of the natural capital assessment page (/assessment/{id}, issue 21; specs/3 "Natural
 * capital assessment summary", "Financial illustrations", the assessment loader; docs/assessment.md).
 * Not in the web app's first load: the page fetches them with its code (apps/web/src/i18n.ts,
 * `loadAssessmentTexts`). Where specs/3 gives a text, it is used as written.
 */
export const assessment = {
  title: 'Natural capital assessment',
  loading: 'Loading the assessment…',
  errors: {
    /** specs/3 sections 2 and 8. */
    loading: 'Error loading assessment {{id}}',
    reload: 'Reload page',
  },
  notFound: {
    title: 'Assessment not found',
    body: 'There is no assessment with the ID “{{id}}”, or you do not have access to it. Check the link, or open the assessment from its site.',
    toSites: 'Go to sites',
  },
  /** specs/3 "Natural capital assessment summary": an assessment with no data. */
  notReady: {
    title: 'No assessment data yet',
    body: 'This assessment is not yet ready. Please check back later.',
  },
  header: {
    site: 'Site',
    shapefile: 'Shapefile',
    stage: 'Stage',
    created: 'Created',
    createdBy: '{{date}} by {{name}}',
    print: 'Print',
    download: 'Download report',
    actions: 'Assessment actions',
  },
  sections: {
    area: 'Area summary',
    context: 'Context',
    carbon: 'Carbon',
    water: 'Water',
    biodiversity: 'Biodiversity',
    restoration: 'Recommended restoration activity',
    financials: 'Financial illustrations',
    reports: 'Advanced assessment report',
    contents: 'Sections of the assessment',
  },
  tool: {
    /** specs/3: each section has a 'view data' link. */
    viewData: 'view data',
    viewDataLabel: 'view data of {{tool}}',
    sources: 'Sources',
    sourcesLabel: 'Sources: data and methods of {{tool}}',
    sourcesTitle: 'Data sources and methods: {{tool}}',
    close: 'Close',
    synthetic: 'Synthetic data',
    syntheticHint: 'Computed from synthetic demo data, not from observations',
    progress: '{{tool}}: {{percent}}% · {{state}}',
    failed: '{{tool}} failed: {{error}}',
    cancelled: '{{tool}} was cancelled before it finished.',
    loadFailed: 'The result of {{tool}} could not be loaded. Reload the page to try again.',
    unavailable: 'Results not available.',
    /** specs/3 section 8. */
    unknownChart: 'Unknown time series chart',
  },
  progress: {
    title: 'Analyses of this assessment',
  },
  area: {
    gross: 'Gross area',
    masks: 'Excluded by exclusion masks',
    maskLayers: 'Mask layers: {{layers}}',
    noMasks: 'No area is excluded.',
    net: 'Net project area',
    shapeMap: 'The assessment’s shape',
  },
  map: {
    label: 'Map: {{layer}}',
    loading: 'Loading the map…',
  },
  restoration: {
    none: 'No restoration activity has been chosen for this assessment.',
    descriptions: {
      forest1:
        'Planting or natural regeneration of trees on land in forest biomes that has lost its forest cover (afforestation and reforestation): carbon builds up in biomass and soil over the project’s years.',
      grasslands1:
        'Restoring grassland biomes through better grazing management, so that soil carbon and plant cover recover.',
      ifm1: 'Improved forest management: longer rotations and reduced logging keep more carbon standing in a managed forest.',
      mangrove1:
        'Restoring mangrove ecosystems, which store large amounts of carbon in their soils and protect the coast.',
      undeterminedActivity1:
        'No restoration: the assessment reports the land as it is (baseline stocks) without a project.',
      custom: 'Analyses chosen one by one rather than from an activity’s template.',
    },
  },
  financials: {
    prompt: {
      title: 'Get in touch for the financial illustrations',
      intro:
        'No financial analysis has been made for this assessment yet. Get in touch and we will prepare the financial illustrations of this land, with:',
      benefits: {
        irr: '5-year internal rate of return (IRR)',
        revenueShare: 'Revenue share',
        annualPayment: 'Average annual payment to landowners',
        paymentBreakdown: 'Payment breakdown',
        revenueEbitda: 'Revenue and EBITDA evolution',
        costOfProduction: 'Cost of production',
        useOfProceeds: 'Use of proceeds',
        landownerPayments: 'Illustrative landowner payments',
      },
      discountNote:
        'Illustrations cover 30 years of issuance and revenue and are discounted at the rate stated with them; they are indicative, not an offer.',
    },
    form: {
      message: 'Detailed message',
      messageHelp: 'What you would like to know, your plans for the land, and how to reach you.',
      send: 'Send Request',
      sent: 'Request sent',
      sentBody: 'Thank you: we will be in touch about this assessment.',
      subject: 'Financial illustrations: {{title}}',
    },
  },
  reports: {
    intro:
      'A PDF of the whole assessment, in your language and units: its sections, charts, maps, data sources and methods.',
    empty: 'No report has been made yet. Download report makes one.',
    listLabel: 'Reports of this assessment',
    listFailed: 'The reports could not be read.',
    states: {
      queued: 'Queued',
      running: 'Running',
      succeeded: 'Ready',
      failed: 'Failed',
    },
    languages: {
      en: 'English',
      es: 'Spanish',
    },
    unitSystems: {
      metric: 'Metric',
      imperial: 'Imperial',
    },
    details: '{{language}} · {{units}} · {{date}} · {{name}}',
    pages_one: '{{count}} page',
    pages_other: '{{count}} pages',
    progress: 'Preparing the report: {{percent}}%',
    failed: 'The report failed: {{error}}',
    download: 'Download',
    downloadLabel: 'Download {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete the report of {{date}}',
    deleteTitle: 'Delete this report?',
    deleteText: 'The PDF is removed for everyone who can see this assessment.',
    cancel: 'Cancel',
    deleteFailed: 'The report could not be deleted: {{message}}',
    createFailed: 'The report could not be started: {{message}}',
    ready: 'Your report is ready: {{name}}',
  },
  documents: {
    link: 'Open the assessment’s documents',
  },
  value: {
    sources: 'Where this value comes from',
    field: 'Field: {{field}}',
    shape:
      'Measured on the assessment’s shape on the WGS 84 ellipsoid, as are the exclusion masks; the net area is the shape less the masks.',
  },
} as const;

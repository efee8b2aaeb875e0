/**
 * Wizard step 2, Key details (specs/1 sections 2.5 and 4; docs/wizard.md): where the shape lies,
 * the site, the shapefile name and the site type. Site type labels are `workflow.siteTypes`.
 */
export const keyDetails = {
  title: 'Key details',
  location: {
    heading: 'Location',
    country: 'Country',
    countries: 'Countries',
    region: 'Region',
    district: 'District',
    place: 'Place',
    totalArea: 'Total area',
    approximate: 'approximate',
    districtHint: 'The district of the nearest town.',
    placeHint: 'The nearest town.',
    placeHintDistance: 'The nearest town, {{distance}} away.',
    loading: 'Looking up where the shape lies…',
    retry: 'Retry',
    failedHelp:
      'You can still fill in the rest; the shapefile name is filled in once the country is known.',
    sources: 'Sources: {{sources}}',
  },
  site: {
    heading: 'Site',
    choice: 'Site',
    new: 'New site',
    existing: 'Existing site',
    name: 'Site name',
    nameHelp: 'Site names must not include country or partner names.',
    existingLabel: 'Existing site',
    existingLoading: 'Loading sites…',
    existingEmpty: 'You have no sites yet: create a new one.',
    existingNoMatch: 'No site matches this text.',
    existingFailed: 'The sites could not be loaded.',
    type: 'Site type',
    typeOfExisting: 'The type of the chosen site.',
    imported:
      'This shape is the existing shapefile "{{name}}": it keeps its site and its name. Change the shape in step 1 to save it as a new shapefile instead.',
    noSite: 'No site',
  },
  shapefileName: {
    label: 'Shapefile name',
    edit: 'Edit',
    editLabel: 'Edit the shapefile name',
    automatic: 'Filled in from the country code and the site name.',
    pending: 'Filled in once the country and the site name are known.',
    emptyHelp: 'Leave it empty to use the automatic name.',
    emptyHelpWithName: 'Leave it empty to use the automatic name, {{name}}.',
    imported: 'An existing shapefile keeps its name.',
  },
  missing: {
    title: 'To continue:',
    siteName: 'Enter a name for the new site, or choose an existing site.',
    siteNameTooLong: 'Shorten the site name to {{max}} characters or fewer.',
    existingSite: 'Choose an existing site.',
    siteType: 'Choose a site type.',
    shapefileName:
      'The shapefile name needs the country of the shape: wait for it, or press Edit and type a name.',
  },
} as const;

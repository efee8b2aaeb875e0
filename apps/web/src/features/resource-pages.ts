/**
 * The pages of sharing's resources, one lazy chunk for all their routes (app.tsx): sites,
 * collections, portfolios and projects. They share the Sharing panel and MUI's pop-ups with the
 * wizard; as separate chunks they changed which pages import those shared modules, and the
 * bundler split them into more files that the wizard's first load paid for (about 2.5 kB
 * gzipped, docs/collections-web.md, "Bundle"). One chunk keeps that split as it was.
 */
export { CollectionsPage } from './collections/collections-page';
export { ProjectsPage } from './projects/projects-page';
export { SitePage, SitesPage } from './sites';

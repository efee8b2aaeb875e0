/**
 * The dependency rules of docs/architecture.md ("Dependency rules"), checked by `npm run check`
 * (`npm run deps`). A forbidden import fails the check with the rule's name and comment.
 */
const SERVER = '^apps/server/src/';
const FEATURES = '^apps/web/src/features/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere: move what both sides need to a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'Packages are shared by the apps; they never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'geometry-imports-no-package',
      comment:
        '@ecotone/geometry is the pure base: it imports no other package of ours (its tests may read the i18n catalogue to check the keys it names).',
      severity: 'error',
      from: { path: '^packages/geometry/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(?!geometry/)' },
    },
    {
      name: 'results-views-stay-pure',
      comment:
        '@ecotone/results holds the pure view models the web pages and the PDF report share: no React, no DOM, no Node I/O, no chart or PDF library.',
      severity: 'error',
      from: { path: '^packages/results/' },
      to: { path: '(^|/)node_modules/(react|react-dom|@mui|pdfkit|maplibre-gl)/|^node:' },
    },
    {
      name: 'domain-never-imports-http',
      comment:
        'Services and the domain modules (analysis, notifications, reports, worker, repositories) never import http/ or routes/: URLs and HTTP concerns stay in the routes.',
      severity: 'error',
      from: {
        path: `${SERVER}(services|analysis|notifications|reports|worker|repositories|jobs|storage|mail|compute|places|access|domain|bodies)/`,
      },
      to: { path: `${SERVER}(http|routes)/` },
    },
    {
      name: 'repositories-never-import-services',
      comment:
        'Repositories are the bottom layer: types they share with services live in contracts or a domain module.',
      severity: 'error',
      from: { path: `${SERVER}repositories/` },
      to: { path: `${SERVER}(services|analysis|notifications|worker|auth)/` },
    },
    {
      name: 'job-layer-knows-no-domain',
      comment: 'jobs/ is the generic queue: each domain declares its jobs; worker/ assembles them.',
      severity: 'error',
      from: { path: `${SERVER}jobs/` },
      to: { path: SERVER, pathNot: `${SERVER}(jobs|db)/` },
    },
    {
      name: 'web-feature-internals',
      comment:
        'A web feature imports another feature only through its index.ts (a lazy import() of a page is fine); shared models and hooks live in src/shapes, src/map, src/ui or src/api.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.tsx?$`, '\\.fixture\\.tsx?$'],
        dynamic: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.bench-tools/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
    preserveSymlinks: false,
  },
};

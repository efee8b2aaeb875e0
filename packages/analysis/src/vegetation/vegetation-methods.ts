import type { MethodRef } from '../tools/tool.js';

/**
 * The methods the vegetation tools cite (`name` is an i18n key of vegetation.methods;
 * docs/analyses/vegetation.md lists which references were checked).
 */
export const VEGETATION_METHODS = {
  ndvi: {
    name: 'vegetation.methods.ndvi',
    citation:
      'Rouse, J. W., Haas, R. H., Schell, J. A. & Deering, D. W. (1974). Monitoring vegetation systems in the Great Plains with ERTS. Third Earth Resources Technology Satellite-1 Symposium, NASA SP-351, vol. 1, 309-317.',
    version: '1',
  },
  evi: {
    name: 'vegetation.methods.evi',
    citation:
      'Huete, A., Didan, K., Miura, T., Rodriguez, E. P., Gao, X. & Ferreira, L. G. (2002). Overview of the radiometric and biophysical performance of the MODIS vegetation indices. Remote Sensing of Environment 83(1-2), 195-213.',
    version: '1',
  },
  theilSen: {
    name: 'vegetation.methods.theilSen',
    citation:
      "Sen, P. K. (1968). Estimates of the regression coefficient based on Kendall's tau. Journal of the American Statistical Association 63(324), 1379-1389; Theil, H. (1950). A rank-invariant method of linear and polynomial regression analysis. Proceedings of the Koninklijke Nederlandse Akademie van Wetenschappen 53.",
    version: '1',
  },
  mannKendall: {
    name: 'vegetation.methods.mannKendall',
    citation:
      'Mann, H. B. (1945). Nonparametric tests against trend. Econometrica 13(3), 245-259; Kendall, M. G. (1975). Rank Correlation Methods, 4th ed. Charles Griffin, London. Significant at p < 0.05.',
    version: '1',
  },
  seasonalMannKendall: {
    name: 'vegetation.methods.seasonalMannKendall',
    citation:
      'Hirsch, R. M., Slack, J. R. & Smith, R. A. (1982). Techniques of trend analysis for monthly water quality data. Water Resources Research 18(1), 107-121 (seasonal Kendall test and slope estimator).',
    version: '1',
  },
  performance: {
    name: 'vegetation.methods.performance',
    citation:
      "Sims, N. C. et al. (2021). Good Practice Guidance. SDG Indicator 15.3.1, Proportion of Land That Is Degraded Over Total Land Area, Version 2.0. UNCCD, Bonn (productivity performance: mean NDVI against the 90th percentile of similar land units, < 0.5 potentially degraded); Gonzalez-Roglich, M. et al. (2019). Synergizing global tools to monitor progress towards land degradation neutrality: Trends.Earth and the World Overview of Conservation Approaches and Technologies sustainable land management database. Environmental Science & Policy 93, 34-42. Five levels: this product's classification (decisions/0017).",
    version: '1',
  },
} as const satisfies Record<string, MethodRef>;

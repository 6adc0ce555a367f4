export { registerAccessHooks } from './access-hooks.js';
export { forgetSiteInfo, siteInfo } from './site-info.js';
export { siteRoutes } from './site.routes.js';
export { siteRouteDocs } from './site.openapi.js';

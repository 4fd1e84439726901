import { marketRoutes } from './market/routes.js';
import { queryRoutes } from './query/routes.js';
import { systemRoutes } from './system/routes.js';
import { userRoutes } from './user/routes.js';

/** Every route of the API, by operation name (used for the OpenAPI document). @public */
export const API_ROUTES = { ...systemRoutes, ...userRoutes, ...queryRoutes, ...marketRoutes };

import { robotsResponse } from '../features/seo/sitemap.server';
import type { Route } from './+types/robots';

export const loader = (args: Route.LoaderArgs) => robotsResponse(args);

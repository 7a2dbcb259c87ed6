import { sitemapResponse } from '../features/seo/sitemap.server';
import type { Route } from './+types/sitemap';

export const loader = (args: Route.LoaderArgs) => sitemapResponse(args);

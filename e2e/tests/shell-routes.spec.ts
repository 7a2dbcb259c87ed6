// Every route of spec §2 in Russian, on the desktop and the phone: hydration, the content security
// policy and axe (route-visit-support.ts). The other languages: shell-routes-languages.spec.ts.
import { visitRoute } from './route-visit-support';
import { ROUTES } from './shell-support';

for (const route of ROUTES) visitRoute(route, 'ru');

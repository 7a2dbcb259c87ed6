// The paths the API serves besides the contract's operations (whose paths the contract lists):
// its documentation, health checks, the demo images and the development SMS inbox. A server in
// front of the API (the storefront's, a load balancer) sends these and the contract's to the API.
// A test keeps this list equal to the routes the API registers.
export const API_OWN_PATHS = [
  '/docs',
  '/openapi.json',
  '/healthz',
  '/readyz',
  '/images/',
  // Loopback only, never in production: browser tests read sign-in codes there.
  '/dev/sms-inbox',
] as const;

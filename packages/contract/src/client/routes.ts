// The method and path of every call, without its schemas: what the browser's client needs to
// send a request, at none of zod's weight. A test keeps it equal to the endpoints' own.
import type { Endpoints, OperationId } from '../endpoints';
import type { HttpMethod } from '../endpoint';

export interface Route {
  method: HttpMethod;
  path: string;
}

type Routes = { [Id in OperationId]: { method: Endpoints[Id]['method']; path: Endpoints[Id]['path'] } };

export const apiRoutes: Routes = {
  getServerTime: { method: 'GET', path: '/1/now' },
  listCities: { method: 'GET', path: '/1/p/cities' },
  getCity: { method: 'GET', path: '/1/p/cities/{cityId}' },
  listCityDeliveries: { method: 'GET', path: '/1/p/cities/{cityId}/deliveries' },
  listRestos: { method: 'GET', path: '/1/p/restos' },
  getResto: { method: 'GET', path: '/1/p/restos/{id}' },
  listPositionGroups: { method: 'GET', path: '/1/p/menus/{id}/position-groups' },
  listPositions: { method: 'GET', path: '/1/p/menus/{id}/positions' },
  listRestoDeliveries: { method: 'GET', path: '/1/restos/{restoId}/deliveries' },
  listPositionModifiers: { method: 'GET', path: '/1/restos/{restoId}/positions/modifiers' },
  listPositionTimeSlots: { method: 'GET', path: '/1/restos/{restoId}/position-time-slots' },
  listPromotions: { method: 'GET', path: '/1/restos/{id}/promotions' },
  searchAddresses: { method: 'GET', path: '/1/p/cities/{cityId}/addresses' },
  reverseGeocode: { method: 'GET', path: '/1/p/cities/{cityId}/addresses/reverse' },
  requestPhoneCode: { method: 'POST', path: '/api/v1/sign/in/phone/code' },
  signInWithPhone: { method: 'POST', path: '/api/v1/sign/in/phone' },
  signInWithApple: { method: 'POST', path: '/api/v1/sign/in/apple' },
  signInWithGoogle: { method: 'POST', path: '/api/v1/sign/in/google' },
  signInWithVkId: { method: 'POST', path: '/1/sign/in/vk-id' },
  refreshTokens: { method: 'POST', path: '/api/v1/sign/refresh' },
  signOut: { method: 'POST', path: '/api/v1/sign/out' },
  getMe: { method: 'GET', path: '/api/v1/me' },
  preflightOrder: { method: 'POST', path: '/1/persons/orders/preflight' },
  preflightPersonOrder: { method: 'POST', path: '/1/persons/{personId}/orders/preflight' },
  createOrder: { method: 'POST', path: '/api/v1/persons/{personId}/orders' },
  listPersonOrders: { method: 'GET', path: '/api/v1/persons/{personId}/orders' },
  getPersonOrder: { method: 'GET', path: '/api/v1/persons/{personId}/orders/{orderId}' },
  payPersonOrderAgain: { method: 'POST', path: '/api/v1/persons/{personId}/orders/{orderId}/payment' },
  moveRestoOrder: { method: 'POST', path: '/api/v1/restos/{restoId}/orders/{orderId}/status' },
  createOrderStatusTicket: {
    method: 'POST',
    path: '/api/v1/persons/{personId}/orders/{orderId}/status-ticket',
  },
  streamOrderStatus: { method: 'GET', path: '/api/v1/orders/{orderId}/status-events' },
  receiveYookassaNotification: { method: 'POST', path: '/api/v1/payments/yookassa/notifications' },
  listFullSlots: { method: 'GET', path: '/1/restos/{restoId}/full-slots' },
  getRestoStopList: { method: 'GET', path: '/api/v1/restos/{restoId}/stop-list' },
  setRestoStopListItem: { method: 'PUT', path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}' },
  clearRestoStopListItem: { method: 'DELETE', path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}' },
  clearRestoStopList: { method: 'DELETE', path: '/api/v1/restos/{restoId}/stop-list' },
};

/** The first segment of every operation's path ('/1/', '/api/'): what a proxy sends to the API. */
export const operationPathPrefixes: readonly string[] = [
  ...new Set(Object.values(apiRoutes).map(({ path }) => `/${path.split('/')[1]}/`)),
];

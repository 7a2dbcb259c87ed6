// The method and path of every call, without its schemas: what the browser's client needs to
// send a request, at none of zod's weight. A test keeps it equal to the endpoints' own.
import type { Endpoints, OperationId } from '../endpoints';
import type { HttpMethod } from '../endpoint';

export interface Route {
  method: HttpMethod;
  path: string;
}

type Routes<Ids extends OperationId> = {
  [Id in Ids]: { method: Endpoints[Id]['method']; path: Endpoints[Id]['path'] };
};

/** The calls of the staff's app, the restaurants' systems and the providers' webhooks. */
export type StaffOperationId =
  | 'moveRestoOrder'
  | 'receiveYookassaNotification'
  | 'receiveIikoWebhook'
  | 'getRestoStopList'
  | 'setRestoStopListItem'
  | 'clearRestoStopListItem'
  | 'clearRestoStopList'
  | 'getDesk'
  | 'acceptDeskOrder'
  | 'rejectDeskOrder'
  | 'moveDeskOrder'
  | 'getDeskSettings'
  | 'saveDeskSettings'
  | 'setDeskBusyMode'
  | 'getDeskStopList'
  | 'setDeskStopListItem'
  | 'clearDeskStopListItem'
  | 'streamDeskEvents'
  | 'signInStaff'
  | 'signOutStaff'
  | 'getStaffMe'
  | 'changeStaffPassword'
  | 'startStaffTotp'
  | 'confirmStaffTotp'
  | 'listOfficeRestos'
  | 'listStaff'
  | 'createStaff'
  | 'updateStaff'
  | 'revokeStaffSessions'
  | 'listStaffAudit'
  | 'listPromoCodes'
  | 'createPromoCode'
  | 'updatePromoCode'
  | 'generatePromoCodes'
  | 'listBoardOrders'
  | 'getBoardOrder'
  | 'listDiscounts'
  | 'createDiscount'
  | 'updateDiscount'
  | 'getFigures';
/** The calls the storefront (the customers' browsers) makes. */
export type StorefrontOperationId = Exclude<OperationId, StaffOperationId>;

// The storefront's calls alone: every page's first load carries this table (issue 17), so the
// staff's calls, which no customer's browser makes, are not in it.
export const storefrontRoutes: Routes<StorefrontOperationId> = {
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
  getPersonBonuses: { method: 'GET', path: '/api/v1/persons/{personId}/bonuses' },
  setPersonBirthday: { method: 'PUT', path: '/api/v1/persons/{personId}/birthday' },
  createOrderStatusTicket: {
    method: 'POST',
    path: '/api/v1/persons/{personId}/orders/{orderId}/status-ticket',
  },
  streamOrderStatus: { method: 'GET', path: '/api/v1/orders/{orderId}/status-events' },
  listFullSlots: { method: 'GET', path: '/1/restos/{restoId}/full-slots' },
};

export const staffRoutes: Routes<StaffOperationId> = {
  moveRestoOrder: { method: 'POST', path: '/api/v1/restos/{restoId}/orders/{orderId}/status' },
  receiveYookassaNotification: { method: 'POST', path: '/api/v1/payments/yookassa/notifications' },
  receiveIikoWebhook: { method: 'POST', path: '/api/v1/pos/iiko/webhook' },
  getRestoStopList: { method: 'GET', path: '/api/v1/restos/{restoId}/stop-list' },
  setRestoStopListItem: { method: 'PUT', path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}' },
  clearRestoStopListItem: { method: 'DELETE', path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}' },
  clearRestoStopList: { method: 'DELETE', path: '/api/v1/restos/{restoId}/stop-list' },
  getDesk: { method: 'GET', path: '/api/v1/office/restos/{restoId}/desk/orders' },
  acceptDeskOrder: { method: 'POST', path: '/api/v1/office/restos/{restoId}/desk/orders/{orderId}/accept' },
  rejectDeskOrder: { method: 'POST', path: '/api/v1/office/restos/{restoId}/desk/orders/{orderId}/reject' },
  moveDeskOrder: { method: 'POST', path: '/api/v1/office/restos/{restoId}/desk/orders/{orderId}/status' },
  getDeskSettings: { method: 'GET', path: '/api/v1/office/restos/{restoId}/desk/settings' },
  saveDeskSettings: { method: 'PUT', path: '/api/v1/office/restos/{restoId}/desk/settings' },
  setDeskBusyMode: { method: 'PUT', path: '/api/v1/office/restos/{restoId}/desk/busy' },
  getDeskStopList: { method: 'GET', path: '/api/v1/office/restos/{restoId}/desk/stop-list' },
  setDeskStopListItem: {
    method: 'PUT',
    path: '/api/v1/office/restos/{restoId}/desk/stop-list/{kind}/{itemId}',
  },
  clearDeskStopListItem: {
    method: 'DELETE',
    path: '/api/v1/office/restos/{restoId}/desk/stop-list/{kind}/{itemId}',
  },
  streamDeskEvents: { method: 'GET', path: '/api/v1/office/restos/{restoId}/desk/events' },
  signInStaff: { method: 'POST', path: '/api/v1/office/session' },
  signOutStaff: { method: 'DELETE', path: '/api/v1/office/session' },
  getStaffMe: { method: 'GET', path: '/api/v1/office/me' },
  changeStaffPassword: { method: 'POST', path: '/api/v1/office/me/password' },
  startStaffTotp: { method: 'POST', path: '/api/v1/office/me/totp' },
  confirmStaffTotp: { method: 'POST', path: '/api/v1/office/me/totp/confirm' },
  listOfficeRestos: { method: 'GET', path: '/api/v1/office/restos' },
  listStaff: { method: 'GET', path: '/api/v1/office/staff' },
  createStaff: { method: 'POST', path: '/api/v1/office/staff' },
  updateStaff: { method: 'PATCH', path: '/api/v1/office/staff/{staffId}' },
  revokeStaffSessions: { method: 'DELETE', path: '/api/v1/office/staff/{staffId}/sessions' },
  listStaffAudit: { method: 'GET', path: '/api/v1/office/audit' },
  listPromoCodes: { method: 'GET', path: '/api/v1/office/promo-codes' },
  createPromoCode: { method: 'POST', path: '/api/v1/office/promo-codes' },
  updatePromoCode: { method: 'PUT', path: '/api/v1/office/promo-codes/{code}' },
  generatePromoCodes: { method: 'POST', path: '/api/v1/office/promo-codes/batch' },
  listBoardOrders: { method: 'GET', path: '/api/v1/office/orders' },
  getBoardOrder: { method: 'GET', path: '/api/v1/office/orders/{orderId}' },
  listDiscounts: { method: 'GET', path: '/api/v1/office/discounts' },
  createDiscount: { method: 'POST', path: '/api/v1/office/discounts' },
  updateDiscount: { method: 'PUT', path: '/api/v1/office/discounts/{discountId}' },
  getFigures: { method: 'GET', path: '/api/v1/office/figures' },
};

// Marked pure: a bundler keeps an unused spread or call, and with it the staff's table.
export const apiRoutes: Routes<OperationId> = /* @__PURE__ */ Object.assign(
  {},
  storefrontRoutes,
  staffRoutes,
);

/** The first segment of every operation's path ('/1/', '/api/'): what a proxy sends to the API. */
const firstSegments = (routes: Readonly<Record<string, Route>>): readonly string[] => [
  ...new Set(Object.values(routes).map(({ path }) => `/${path.split('/')[1]}/`)),
];
export const operationPathPrefixes = /* @__PURE__ */ firstSegments(apiRoutes);

// Valid examples in the spec's shapes (spec §3), for tests to take apart one field at a time.
export const cityExample = {
  id: 1,
  name: 'Москва',
  bounds: { east: 37.97, north: 55.92, south: 55.57, west: 37.32 },
  center: { lat: 55.7558, lng: 37.6173 },
  zoom: 12,
};

export const restoExample = {
  id: 7,
  name: 'Суши на Арбате',
  street: 'Арбат, 10',
  address: 'Москва, Арбат, 10',
  averageCheck: 150000,
  description: 'Ресторан в центре',
  emails: [{ value: 'arbat@example.com' }],
  links: [{ value: 'https://example.com' }],
  phones: [{ value: '+74950000000' }],
  location: { lat: 55.752, lng: 37.592 },
  menus: [
    {
      id: 3,
      name: 'Основное',
      order: 1,
      isDelivery: true,
      isOnline: false,
      isTable: false,
      isTakeAway: true,
    },
  ],
  order: 1,
  openingHours: [{ dayOfWeek: 'MONDAY', active: true, open: '10:00', close: '23:59' }],
  payConfig: {
    delivery: { cardOnline: 'sandbox', cardUponReceipt: true, cashUponReceipt: true },
    takeAway: { cardOnline: '', cardUponReceipt: false, cashUponReceipt: true },
  },
  payEngine: 'SANDBOX',
  pays: [{ code: 'CASH', id: 1, name: 'Наличные' }],
  photos: [{ url: 'https://cdn.example.com/resto.jpg' }],
  tags: [{ code: 'WIFI', id: 2, name: 'Wi-Fi' }],
  cityId: 1,
};

export const positionExample = {
  id: 11,
  menu: { id: 3 },
  positionGroup: { id: 5 },
  name: 'Филадельфия',
  description: 'Лосось, сливочный сыр',
  price: 59000,
  measure: { value: 250, unit: 'g' },
  photos: [{ url: 'https://cdn.example.com/phila.jpg' }],
  tags: [{ code: 'COOKING_LONGER', id: 9, name: 'Готовится дольше, 1,5 часа' }],
  order: 1,
  hasModifiers: false,
};

export const zoneExample = {
  id: 21,
  name: 'Центр',
  restoId: 7,
  polygon: [
    { lat: 55.7, lng: 37.5 },
    { lat: 55.8, lng: 37.5 },
    { lat: 55.8, lng: 37.7 },
    { lat: 55.7, lng: 37.5 },
  ],
  rules: [
    { deliveryPrice: 20000, time: 60, minOrderPrice: 100000, maxOrderPrice: 300000 },
    { deliveryPrice: 0, time: 45, minOrderPrice: 300000, maxOrderPrice: null },
  ],
};

export const positionLineExample = {
  count: 2,
  id: 11,
  modifiers: [{ id: 31, count: 1, price: 5000 }],
  name: 'Филадельфия',
  price: 59000,
  sum: 128000,
};

export const tokenSetExample = {
  accessToken: 'access.jwt',
  refreshToken: 'refresh.jwt',
  vkAccessToken: null,
  source: 'PHONE',
  accessTokenExpiresAt: '2024-05-01T10:00:00.000Z',
  refreshTokenExpiresAt: '2024-06-01T10:00:00.000Z',
};

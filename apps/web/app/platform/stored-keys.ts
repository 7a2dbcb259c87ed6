// Every key the storefront keeps in localStorage (spec §3). One list, so wiping on a version or
// white-label change cannot forget one.
export const STORED_KEYS = {
  adulthoodConfirmed: 'app_adulthood_confirmed',
  cookiesConsentAccepted: 'app_cookies_consent_accepted',
  locale: 'app_locale',
  version: 'app_version',
  whiteLabel: 'app_white_label',
  cityId: 'app_city_id',
  restoId: 'app_resto_id',
  cart: 'app_cart',
  profile: 'app_profile',
  tokens: 'app_tokens',
  orderDeliveryType: 'app_order_delivery_type',
  orderPlace: 'app_order_place',
  orderPayType: 'app_order_pay_type',
  orderComment: 'app_order_comment',
  orderPerson: 'app_order_person',
  orderPersonCount: 'app_order_person_count',
  orderPromoCode: 'app_order_promo_code',
  orderTime: 'app_order_time',
  /** Bonuses or the promo code (issue 41): absent is BEST, the customer's switch is stored. */
  orderBonuses: 'app_order_bonuses',
} as const;

export type StoredKey = (typeof STORED_KEYS)[keyof typeof STORED_KEYS];

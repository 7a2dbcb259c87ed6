// Message keys of the validation rules; their texts are in src/i18n/messages/validation.ts.
export const VALIDATION_KEYS = {
  required: 'validation.required',
  phoneRequired: 'validation.phone.required',
  phoneInvalid: 'validation.phone.invalid',
  smsCodeRequired: 'validation.smsCode.required',
  smsCodeTooShort: 'validation.smsCode.tooShort',
  nameRequired: 'validation.name.required',
  nameTooLong: 'validation.name.tooLong',
  nameInvalid: 'validation.name.invalid',
  emailRequired: 'validation.email.required',
  emailInvalid: 'validation.email.invalid',
  receiptEmailRequired: 'validation.email.receiptRequired',
  textTooLong: 'validation.text.tooLong',
  addressChooseFromList: 'validation.address.chooseFromList',
  addressRequired: 'validation.address.required',
  addressOutOfZone: 'validation.address.outOfZone',
  addressOutsideZone: 'validation.address.outsideZone',
  addressNotFound: 'validation.address.notFound',
  pickupPointRequired: 'validation.pickupPoint.required',
  pickupPointsNone: 'validation.pickupPoint.noneAvailable',
  checkoutSignInRequired: 'validation.checkout.signInRequired',
  dishesNotDeliverable: 'validation.cart.dishesNotDeliverable',
  isoDate: 'validation.date.iso8601',
  numbersOnly: 'validation.rule.numbersOnly',
  integersOnly: 'validation.rule.integersOnly',
  uppercaseOnly: 'validation.rule.uppercaseOnly',
  maxLength: 'validation.rule.maxLength',
  minLength: 'validation.rule.minLength',
  invalidLength: 'validation.rule.invalidLength',
  excludedCharacter: 'validation.rule.excludedCharacter',
  chooseAtLeastOne: 'validation.rule.chooseAtLeastOne',
  invalidFormat: 'validation.rule.invalidFormat',
} as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** Characters as a person counts them: an emoji or a letter outside the BMP is one. */
export const charCount = (text: string): number => [...text].length;

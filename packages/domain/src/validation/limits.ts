// Business limits of spec §9.
export const NAME_MAX = 50;
/** Order comment and every address field (apartment, entrance, floor, intercom, address comment). */
export const COMMENT_MAX = 100;
/** The receipt's email address. */
export const EMAIL_MAX = 100;
/** Address autocomplete starts from this many characters. */
export const AUTOCOMPLETE_MIN = 3;
export const SMS_CODE_LENGTH = 6;

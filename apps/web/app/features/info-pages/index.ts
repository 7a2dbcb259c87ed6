export { InfoPage } from './info-page';
export { INFO_CONTENT } from './content';
export { INFO_SLUGS, INFO_GROUPS, isInfoSlug, type InfoSlug } from './info-page-types';
export { TermsOfSalePage } from './terms-of-sale-page';

/** The static information pages of spec §2, reached from the footer. Russian only. */
export const INFO_SLUGS = [
  'informaciya-dlya-klientov',
  'unikalnye-preimushchestva',
  'pravila-prodazhi',
  'dostavka',
  'postavshchikam',
  'postavshchikam-uslug-i-produkcii',
  'sovmestnye-promo-akcii',
  'podarki-ot-partnerov',
] as const;

export type InfoSlug = (typeof INFO_SLUGS)[number];

export interface InfoSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface InfoPageContent {
  /** Russian, like the page: the footer shows a translated label instead. */
  title: string;
  lead: string;
  sections: readonly InfoSection[];
}

/** Which footer column a page belongs to. */
export const INFO_GROUPS: Readonly<Record<'customers' | 'partners', readonly InfoSlug[]>> = {
  customers: ['informaciya-dlya-klientov', 'unikalnye-preimushchestva', 'pravila-prodazhi', 'dostavka'],
  partners: [
    'postavshchikam',
    'postavshchikam-uslug-i-produkcii',
    'sovmestnye-promo-akcii',
    'podarki-ot-partnerov',
  ],
};

export const isInfoSlug = (value: string): value is InfoSlug =>
  (INFO_SLUGS as readonly string[]).includes(value);

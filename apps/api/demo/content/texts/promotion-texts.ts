// English and Montenegrin texts of the promotions, their banners' words included: a banner is
// drawn once per language (images.ts), so no Russian words sit on an English page.

export interface PromotionTexts {
  title: string;
  description: string;
  /** The banner's bold words and the line under them. */
  headline: string;
  subline: string;
}

/** By promotion id; Montenegrin where the promotion runs in Budva. */
export const PROMOTION_TEXTS: Record<number, { en: PromotionTexts; cnr?: PromotionTexts }> = {
  201: {
    en: {
      title: '10% off your first order',
      description:
        'Enter the promo code WELCOME10 in the cart: 10% off orders from 1,000 ₽, up to 500 ₽. For delivery and take-away.',
      headline: '−10% on your first order',
      subline: 'Promo code WELCOME10',
    },
  },
  202: {
    en: {
      title: 'Happy hours',
      description: 'Every day from 15:00 to 17:00, 20% off the whole menu. The discount applies by itself.',
      headline: 'Happy hours −20%',
      subline: 'Every day 15:00–17:00',
    },
  },
  203: {
    en: {
      title: 'Take-away is 10% cheaper',
      description: 'Pick up your order at any of our restaurants and get 10% off automatically.',
      headline: 'Take-away −10%',
      subline: 'At all our restaurants',
    },
    cnr: {
      title: 'Preuzimanje 10% jeftinije',
      description: 'Preuzmite narudžbu sami u bilo kojem našem restoranu i automatski dobijte popust od 10%.',
      headline: 'Preuzimanje −10%',
      subline: 'U svim našim restoranima',
    },
  },
  204: {
    en: {
      title: 'Business lunch from 449 ₽',
      description: 'Monday to Friday, 12:00 to 16:00: soup, rolls or poke and a drink as one set.',
      headline: 'Business lunch from 449 ₽',
      subline: 'Mon–Fri, 12:00–16:00',
    },
  },
  205: {
    en: {
      title: 'Free delivery along the coast',
      description:
        'In Budva, Bečići and Rafailovići we deliver orders from 60 € for free (in Bečići from 40 €).',
      headline: 'Free delivery',
      subline: 'Budva and Bečići, from 60 €',
    },
    cnr: {
      title: 'Besplatna dostava duž obale',
      description:
        'U Budvi, Bečićima i Rafailovićima besplatno dostavljamo narudžbe od 60 € (u Bečićima od 40 €).',
      headline: 'Besplatna dostava',
      subline: 'Budva i Bečići, od 60 €',
    },
  },
};

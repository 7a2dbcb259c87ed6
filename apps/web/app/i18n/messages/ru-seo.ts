// The pages' descriptions in Russian (features/seo): the server alone writes them, so no
// browser chunk carries them (issue 17).
export const ruSeo = {
  'seo.homeDescription':
    '{brand} в городе {city}: меню с фото и ценами, акции и адреса заведений. Доставка и самовывоз.',
  'seo.menuDescription': 'Меню «{menu}» {brand}, {city}: {dishes} и другие блюда с фото и ценами.',
  'seo.positionDescription': '{name} — {price}, меню «{menu}» {brand}, {city}. {description}',
  'seo.promotionsDescription': 'Акции {brand} в городе {city}: {titles}.',
  'seo.restosDescription': 'Заведения {brand} в городе {city}: адреса, фото, часы работы и телефоны.',
  'seo.restoDescription': '{name}, {address}. {description}',
} as const;

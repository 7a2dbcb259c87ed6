// The demo chain's translations as the catalog file's i18n maps (docs/catalog-format.md,
// "Languages"). A dish, group, menu, tag or modifier without a translation is a gap in the demo
// content, so asking for one throws rather than leaving the storefront Russian.
import type { TextTranslations, TranslatedLocale } from '@nori/domain';
import { ROLL_AND_SUSHI_TEXTS } from './dish-texts-rolls';
import { SET_AND_HOT_TEXTS } from './dish-texts-hot';
import { SOUP_DRINK_DESSERT_TEXTS } from './dish-texts-more';
import {
  CITY_TEXTS,
  GROUP_TEXTS,
  MENU_TEXTS,
  MODIFIER_TEXTS,
  RESTO_TEXTS,
  TAG_TEXTS,
  ZONE_TEXTS,
} from './place-texts';
import { PROMOTION_TEXTS, type PromotionTexts } from './promotion-texts';
import type { NameTexts } from './text-types';

export { CITY_TEXTS, GROUP_TEXTS, MENU_TEXTS, MODIFIER_TEXTS, RESTO_TEXTS, TAG_TEXTS, ZONE_TEXTS };

const DISH_TEXTS = { ...ROLL_AND_SUSHI_TEXTS, ...SET_AND_HOT_TEXTS, ...SOUP_DRINK_DESSERT_TEXTS };

const required = <T>(texts: T | undefined, what: string): T => {
  if (texts === undefined) throw new Error(`The demo chain has no translation of ${what}`);
  return texts;
};

/** { en: { name }, cnr: { name } } from one name's translations. */
export const nameI18n = (texts: NameTexts | undefined, what: string): TextTranslations<'name'> => {
  const { en, cnr } = required(texts, what);
  return { en: { name: en }, ...(cnr === undefined ? {} : { cnr: { name: cnr } }) };
};

export const dishI18n = (slug: string): TextTranslations<'name' | 'description'> => {
  const { en, cnr } = required(DISH_TEXTS[slug], `dish '${slug}'`);
  return { en: { name: en[0], description: en[1] }, cnr: { name: cnr[0], description: cnr[1] } };
};

export const withTagI18n = <T extends { code: string }>(tag: T) => ({
  ...tag,
  i18n: nameI18n(TAG_TEXTS[tag.code], `tag ${tag.code}`),
});

/** The promotion's languages other than Russian, with their texts. */
export const promotionLanguages = (id: number): [TranslatedLocale, PromotionTexts][] => {
  const { en, cnr } = required(PROMOTION_TEXTS[id], `promotion ${id}`);
  return cnr === undefined
    ? [['en', en]]
    : [
        ['en', en],
        ['cnr', cnr],
      ];
};

/** Title, description and the banner drawn in that language (`image` names it by language). */
export const promotionI18n = (
  id: number,
  image: (locale: TranslatedLocale) => string,
): TextTranslations<'title' | 'description' | 'image'> =>
  Object.fromEntries(
    promotionLanguages(id).map(([locale, texts]) => [
      locale,
      { title: texts.title, description: texts.description, image: image(locale) },
    ]),
  );

export const restoI18n = (id: number) => required(RESTO_TEXTS[id], `resto ${id}`);

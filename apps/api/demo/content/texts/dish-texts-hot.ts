// English and Montenegrin names and descriptions of the sets, hot dishes, pizza and business
// lunches, by dish slug.
import type { DishTexts } from './text-types';

export const SET_AND_HOT_TEXTS: Record<string, DishTexts> = {
  'set-philadelphia': {
    en: ['Philadelphia set', 'Four Philadelphias: classic, with eel, with shrimp and baked. 32 pcs.'],
    cnr: ['Set „Filadelfija”', 'Četiri Filadelfije: klasična, sa jeguljom, sa škampima i zapečena. 32 kom.'],
  },
  'set-classic': {
    en: ['Classic set', 'Salmon, tuna and cucumber maki and California with crab. 26 pcs.'],
    cnr: ['Set „Klasika”', 'Maki sa lososom, tunom i krastavcem i Kalifornija sa rakovicom. 26 kom.'],
  },
  'set-hot': {
    en: ['Hot set', 'Salmon tempura, chicken tempura, baked salmon and baked scallop rolls. 32 pcs.'],
    cnr: [
      'Set „Topli”',
      'Tempura sa lososom, tempura sa piletinom, zapečene sa lososom i sa kapicom. 32 kom.',
    ],
  },
  'set-umiko': {
    en: ['Umiko set', 'Our signature: Canada, Green dragon, Spicy tuna, nigiri and gunkans. 42 pcs.'],
    cnr: ['Set „Umiko”', 'Naš potpis: Kanada, Zeleni zmaj, Ljuta tuna, nigiri i gunkani. 42 kom.'],
  },
  'set-veggie': {
    en: ['Green set', 'Cucumber and avocado maki, Veggie rainbow, inari. 26 pcs.'],
    cnr: ['Set „Zeleni”', 'Maki sa krastavcem i avokadom, Povrtna duga, inari. 26 kom.'],
  },
  'set-party': {
    en: ['Party set', 'A big set for 4–6 people: eight rolls and nigiri. 64 pcs.'],
    cnr: ['Set „Žurka”', 'Veliki set za društvo od 4–6 osoba: osam rolnica i nigiri. 64 kom.'],
  },
  'wok-chicken-teriyaki': {
    en: [
      'Udon with teriyaki chicken',
      'Wheat udon noodles, chicken, bell pepper, carrot and sesame in teriyaki sauce.',
    ],
    cnr: [
      'Udon sa teriyaki piletinom',
      'Pšenični udon rezanci, piletina, paprika, šargarepa i susam u teriyaki sosu.',
    ],
  },
  'wok-shrimp': {
    en: ['Soba with shrimp', 'Buckwheat noodles, tiger shrimp, zucchini and mushrooms in oyster sauce.'],
    cnr: ['Soba sa škampima', 'Heljdini rezanci, tigrasti škampi, tikvice i šampinjoni u sosu od kamenica.'],
  },
  'wok-beef': {
    en: ['Thai beef fried rice', 'Fried rice with beef, egg, green peas and hot sriracha sauce.'],
    cnr: [
      'Pirinač sa govedinom na tajlandski način',
      'Prženi pirinač sa govedinom, jajetom, graškom i ljutim sriracha sosom.',
    ],
  },
  'poke-salmon': {
    en: ['Salmon poke', 'Rice, salmon, avocado, edamame, cucumber, chuka salad and ponzu sauce.'],
    cnr: ['Poke sa lososom', 'Pirinač, losos, avokado, edamame, krastavac, čuka salata i ponzu sos.'],
  },
  'poke-tuna': {
    en: ['Tuna poke', 'Rice, tuna, mango, radish, wakame seaweed and spicy sauce.'],
    cnr: ['Poke sa tunom', 'Pirinač, tuna, mango, rotkvica, vakame alge i ljuti sos.'],
  },
  'gyoza-pork': {
    en: ['Pork gyoza', 'Pan-fried Japanese dumplings with pork and cabbage, gyoza sauce. 6 pcs.'],
    cnr: ['Gjoza sa svinjetinom', 'Prženi japanski knedli sa svinjetinom i kupusom, gjoza sos. 6 kom.'],
  },
  'ebi-tempura': {
    en: ['Ebi tempura', 'Tiger shrimp in light batter with tentsuyu sauce. 5 pcs.'],
    cnr: ['Ebi tempura', 'Tigrasti škampi u laganom tijestu sa tencuju sosom. 5 kom.'],
  },
  'duck-teriyaki': {
    en: ['Whole teriyaki duck', 'Duck braised in teriyaki sauce with orange, for sharing. Cooked to order.'],
    cnr: [
      'Cijela patka teriyaki',
      'Patka dinstana u teriyaki sosu s narandžom, za društvo. Pripremamo po narudžbi.',
    ],
  },
  'pizza-margherita': {
    en: ['Pizza Margherita', 'Tomato sauce, mozzarella, tomatoes and basil. 30 cm or 40 cm, your choice.'],
    cnr: ['Pica Margarita', 'Paradajz sos, mocarela, paradajz i bosiljak. 30 cm ili 40 cm, po izboru.'],
  },
  'pizza-pepperoni': {
    en: ['Pizza Pepperoni', 'Spicy pepperoni, mozzarella and tomato sauce.'],
    cnr: ['Pica Peperoni', 'Pikantni peperoni, mocarela i paradajz sos.'],
  },
  'pizza-unagi': {
    en: ['Pizza Unagi', 'Eel, cream cheese, mozzarella, unagi sauce and sesame: a Japanese accent.'],
    cnr: ['Pica Unagi', 'Jegulja, krem sir, mocarela, unagi sos i susam: japanski dodir.'],
  },
  'pizza-four-cheese': {
    en: ['Pizza Four Cheese', 'Mozzarella, parmesan, blue cheese and cheddar on a cream base.'],
    cnr: ['Pica Četiri sira', 'Mocarela, parmezan, plavi sir i čedar na pavlaci.'],
  },
  'lunch-rolls': {
    en: ['Rolls lunch', 'Miso soup, California with crab (4 pcs), salmon maki (6 pcs) and a berry drink.'],
    cnr: [
      'Ručak „Rolnice”',
      'Miso supa, Kalifornija sa rakovicom (4 kom.), maki sa lososom (6 kom.) i sok od bobica.',
    ],
  },
  'lunch-ramen': {
    en: ['Ramen lunch', 'Chicken ramen, gyoza (3 pcs) and green tea.'],
    cnr: ['Ručak „Ramen”', 'Ramen sa piletinom, gjoza (3 kom.) i zeleni čaj.'],
  },
  'lunch-poke': {
    en: ['Poke lunch', 'Salmon poke, miso soup and yuzu lemonade.'],
    cnr: ['Ručak „Poke”', 'Poke sa lososom, miso supa i limunada od juzua.'],
  },
};

// English and Montenegrin names and descriptions of the soups, drinks, desserts and extras, by
// dish slug.
import type { DishTexts } from './text-types';

/** The extras differ only by name. */
const extra = (en: string, cnr: string): DishTexts => ({
  en: [en, 'An extra portion.'],
  cnr: [cnr, 'Dodatna porcija.'],
});

export const SOUP_DRINK_DESSERT_TEXTS: Record<string, DishTexts> = {
  miso: {
    en: ['Miso soup', 'Miso paste, tofu, wakame seaweed and spring onion.'],
    cnr: ['Miso supa', 'Miso pasta, tofu, vakame alge i mladi luk.'],
  },
  'tom-yam': {
    en: ['Tom yum with shrimp', 'A hot and sour coconut milk soup, shrimp, mushrooms, rice on the side.'],
    cnr: [
      'Tom jam sa škampima',
      'Ljuto-kisela supa na kokosovom mlijeku, škampi, šampinjoni, pirinač posebno.',
    ],
  },
  'ramen-chicken': {
    en: ['Chicken ramen', 'Rich chicken broth, noodles, ajitama egg, chashu chicken, nori.'],
    cnr: ['Ramen sa piletinom', 'Bogata pileća supa, rezanci, ajitama jaje, čašu piletina, nori.'],
  },
  'ramen-tonkotsu': {
    en: ['Tonkotsu ramen', 'Pork broth simmered for 12 hours, noodles, chashu pork, egg, bamboo shoots.'],
    cnr: ['Tonkocu ramen', 'Svinjska supa kuvana 12 sati, rezanci, čašu svinjetina, jaje, izdanci bambusa.'],
  },
  'salmon-cream-soup': {
    en: ['Creamy salmon soup', 'A Finnish recipe the Japanese way: salmon, potato, cream, dill.'],
    cnr: ['Krem supa sa lososom', 'Finski recept na japanski način: losos, krompir, pavlaka, mirođija.'],
  },
  'lemonade-yuzu': {
    en: ['Yuzu lemonade', 'Homemade lemonade with Japanese yuzu citrus and mint.'],
    cnr: ['Limunada od juzua', 'Domaća limunada s japanskim citrusom juzu i nanom.'],
  },
  'lemonade-berry': {
    en: ['Berry lemonade', 'Raspberry, strawberry, lime and sparkling water.'],
    cnr: ['Limunada od bobica', 'Malina, jagoda, limeta i gazirana voda.'],
  },
  'mors-cranberry': {
    en: ['Cranberry mors', 'A homemade cranberry drink.'],
    cnr: ['Sok od brusnice', 'Domaći napitak od brusnice.'],
  },
  'matcha-latte': {
    en: ['Matcha latte', 'Japanese matcha green tea with frothed milk.'],
    cnr: ['Matcha late', 'Japanski zeleni čaj matcha s umućenim mlijekom.'],
  },
  'green-tea': {
    en: ['Sencha green tea', 'A pot of Japanese sencha for two.'],
    cnr: ['Zeleni čaj senča', 'Čajnik japanske senče za dvoje.'],
  },
  cola: {
    en: ['Cola', 'Classic cola in a glass bottle.'],
    cnr: ['Kola', 'Klasična kola u staklenoj flaši.'],
  },
  water: {
    en: ['Mineral water', 'Still mineral water.'],
    cnr: ['Mineralna voda', 'Negazirana mineralna voda.'],
  },
  'orange-juice': {
    en: ['Orange juice', 'Freshly squeezed orange juice.'],
    cnr: ['Sok od narandže', 'Svježe cijeđeni sok od narandže.'],
  },
  cheesecake: {
    en: ['New York cheesecake', 'Creamy cheesecake on a shortcrust base with berry sauce.'],
    cnr: ['Njujorški čizkejk', 'Kremasti čizkejk na prhkoj podlozi sa sosom od bobica.'],
  },
  'cheesecake-matcha': {
    en: ['Matcha cheesecake', 'Cheesecake with Japanese green tea.'],
    cnr: ['Matcha čizkejk', 'Čizkejk s japanskim zelenim čajem.'],
  },
  'mochi-assorted': {
    en: ['Assorted mochi', 'Rice cakes filled with mango, strawberry and matcha. 3 pcs.'],
    cnr: ['Asortiman moči', 'Kolačići od pirinča s filom: mango, jagoda, matcha. 3 kom.'],
  },
  'chocolate-cake': {
    en: ['Chocolate fondant', 'A warm cake with a molten centre and a scoop of ice cream.'],
    cnr: ['Čokoladni fondan', 'Topli kolač sa tečnom sredinom i kuglom sladoleda.'],
  },
  'icecream-sesame': {
    en: ['Black sesame ice cream', 'Two scoops: black sesame and vanilla.'],
    cnr: ['Sladoled od crnog susama', 'Dvije kugle: crni susam i vanila.'],
  },
  'birthday-cake': {
    en: ['Yuzu cake', 'A whole cake for 8: yuzu mousse and white chocolate. Made to order.'],
    cnr: ['Torta „Juzu”', 'Cijela torta za 8 osoba: mus od juzua i bijela čokolada. Pravimo po narudžbi.'],
  },
  'soy-sauce': extra('Soy sauce', 'Soja sos'),
  ginger: extra('Pickled ginger', 'Marinirani đumbir'),
  wasabi: extra('Wasabi', 'Vasabi'),
  chopsticks: {
    en: ['Chopsticks', 'A pair of bamboo chopsticks.'],
    cnr: ['Štapići za jelo', 'Par bambusovih štapića.'],
  },
};

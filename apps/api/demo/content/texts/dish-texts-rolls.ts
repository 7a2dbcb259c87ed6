// English and Montenegrin names and descriptions of the rolls and sushi, by dish slug.
import type { DishTexts } from './text-types';

export const ROLL_AND_SUSHI_TEXTS: Record<string, DishTexts> = {
  philadelphia: {
    en: ['Philadelphia', 'The classic: tender salmon, cream cheese and cucumber, rice outside. 8 pcs.'],
    cnr: ['Filadelfija', 'Klasik: mekani losos, krem sir i krastavac, pirinač spolja. 8 kom.'],
  },
  'philadelphia-unagi': {
    en: [
      'Philadelphia with eel',
      'Salmon on top; smoked eel, cream cheese and avocado inside, unagi sauce. 8 pcs.',
    ],
    cnr: [
      'Filadelfija sa jeguljom',
      'Losos odozgo; unutra dimljena jegulja, krem sir i avokado, unagi sos. 8 kom.',
    ],
  },
  'california-crab': {
    en: [
      'California with crab',
      'Snow crab, avocado, cucumber and Japanese mayonnaise rolled in tobiko roe. 8 pcs.',
    ],
    cnr: [
      'Kalifornija sa rakovicom',
      'Snježna rakovica, avokado, krastavac i japanski majonez u tobiko ikri. 8 kom.',
    ],
  },
  'california-shrimp': {
    en: ['California with shrimp', 'Tiger shrimp, avocado, cucumber, cream cheese, tobiko. 8 pcs.'],
    cnr: ['Kalifornija sa škampima', 'Tigrasti škampi, avokado, krastavac, krem sir, tobiko. 8 kom.'],
  },
  canada: {
    en: ['Canada', 'Eel on top; salmon, cream cheese and cucumber inside, unagi sauce and sesame. 8 pcs.'],
    cnr: ['Kanada', 'Jegulja odozgo; unutra losos, krem sir i krastavac, unagi sos i susam. 8 kom.'],
  },
  dragon: {
    en: ['Green dragon', 'Tempura tiger shrimp and cucumber under avocado slices and unagi sauce. 8 pcs.'],
    cnr: ['Zeleni zmaj', 'Tigrasti škampi u tempuri i krastavac, odozgo avokado i unagi sos. 8 kom.'],
  },
  'spicy-tuna': {
    en: ['Spicy tuna', 'Tuna in a hot sauce, cucumber, spring onion, sesame outside. 8 pcs.'],
    cnr: ['Ljuta tuna', 'Tuna u ljutom sosu, krastavac, mladi luk, susam spolja. 8 kom.'],
  },
  'tempura-salmon': {
    en: ['Salmon tempura', 'A hot roll in crisp batter: salmon, cream cheese, cucumber, spicy sauce. 8 pcs.'],
    cnr: [
      'Tempura sa lososom',
      'Topla rolnica u hrskavom tijestu: losos, krem sir, krastavac, ljuti sos. 8 kom.',
    ],
  },
  'tempura-chicken': {
    en: [
      'Chicken tempura',
      'Smoked chicken, cream cheese, tomato and iceberg lettuce in golden batter. 8 pcs.',
    ],
    cnr: [
      'Tempura sa piletinom',
      'Dimljena piletina, krem sir, paradajz i zelena salata u zlatnom tijestu. 8 kom.',
    ],
  },
  'baked-salmon': {
    en: ['Baked salmon roll', 'A warm roll under a cheese sauce cap: salmon, cucumber, cream cheese. 8 pcs.'],
    cnr: [
      'Zapečena sa lososom',
      'Topla rolnica pod kapom od sirnog sosa: losos, krastavac, krem sir. 8 kom.',
    ],
  },
  'baked-scallop': {
    en: [
      'Baked scallop roll',
      'Scallop, snow crab and avocado under spicy sauce, baked with parmesan. 8 pcs.',
    ],
    cnr: [
      'Zapečena sa jakovskom kapicom',
      'Jakovska kapica, rakovica i avokado pod ljutim sosom, zapečeni s parmezanom. 8 kom.',
    ],
  },
  'maki-salmon': {
    en: ['Salmon maki', 'A thin nori roll with chilled salmon. 6 pcs.'],
    cnr: ['Maki sa lososom', 'Tanka rolnica u noriju s rashlađenim lososom. 6 kom.'],
  },
  'maki-tuna': {
    en: ['Tuna maki', 'A thin nori roll with tuna. 6 pcs.'],
    cnr: ['Maki sa tunom', 'Tanka rolnica u noriju s tunom. 6 kom.'],
  },
  'maki-cucumber': {
    en: ['Cucumber maki', 'Crunchy cucumber and sesame. 6 pcs.'],
    cnr: ['Maki sa krastavcem', 'Hrskavi krastavac i susam. 6 kom.'],
  },
  'maki-avocado': {
    en: ['Avocado maki', 'Ripe avocado and Japanese mayonnaise. 6 pcs.'],
    cnr: ['Maki sa avokadom', 'Zreli avokado i japanski majonez. 6 kom.'],
  },
  'futomaki-eel': {
    en: ['Eel futomaki', 'A big nori roll: eel, tamago, cucumber, cream cheese, unagi sauce. 8 pcs.'],
    cnr: [
      'Futomaki sa jeguljom',
      'Velika rolnica u noriju: jegulja, tamago, krastavac, krem sir, unagi sos. 8 kom.',
    ],
  },
  'veggie-rainbow': {
    en: ['Veggie rainbow', 'Avocado, cucumber, bell pepper, mango and lettuce, sesame rice. 8 pcs.'],
    cnr: ['Povrtna duga', 'Avokado, krastavac, paprika, mango i salata, pirinač sa susamom. 8 kom.'],
  },
  'nigiri-salmon': {
    en: ['Salmon nigiri', 'Chilled salmon on rice. 2 pcs.'],
    cnr: ['Nigiri sa lososom', 'Rashlađeni losos na pirinču. 2 kom.'],
  },
  'nigiri-tuna': {
    en: ['Tuna nigiri', 'Tuna on rice. 2 pcs.'],
    cnr: ['Nigiri sa tunom', 'Tuna na pirinču. 2 kom.'],
  },
  'nigiri-eel': {
    en: ['Eel nigiri', 'Smoked eel, unagi sauce, sesame. 2 pcs.'],
    cnr: ['Nigiri sa jeguljom', 'Dimljena jegulja, unagi sos, susam. 2 kom.'],
  },
  'nigiri-shrimp': {
    en: ['Shrimp nigiri', 'Ebi tiger shrimp. 2 pcs.'],
    cnr: ['Nigiri sa škampima', 'Tigrasti škampi ebi. 2 kom.'],
  },
  'nigiri-aburi-salmon': {
    en: ['Aburi salmon', 'Torch-seared salmon with spicy sauce. 2 pcs.'],
    cnr: ['Aburi losos', 'Losos opečen plamenom, sa ljutim sosom. 2 kom.'],
  },
  'nigiri-scallop': {
    en: ['Scallop nigiri', 'Scallop with a drop of yuzu. 2 pcs.'],
    cnr: ['Nigiri sa jakovskom kapicom', 'Jakovska kapica s kapi juzua. 2 kom.'],
  },
  'gunkan-tobiko': {
    en: ['Tobiko gunkan', 'Rice wrapped in nori with crunchy flying fish roe. 2 pcs.'],
    cnr: ['Gunkan sa tobikom', 'Pirinač u noriju s hrskavom ikrom leteće ribe. 2 kom.'],
  },
  'gunkan-spicy-salmon': {
    en: ['Spicy salmon gunkan', 'Chopped salmon in a hot sauce, spring onion. 2 pcs.'],
    cnr: ['Ljuti gunkan sa lososom', 'Sjeckani losos u ljutom sosu, mladi luk. 2 kom.'],
  },
  'gunkan-tuna': {
    en: ['Tuna gunkan', 'Tuna tartare with sesame oil. 2 pcs.'],
    cnr: ['Gunkan sa tunom', 'Tartar od tune sa susamovim uljem. 2 kom.'],
  },
  'gunkan-ikura': {
    en: ['Salmon roe gunkan', 'Large red salmon roe on rice. 2 pcs.'],
    cnr: ['Gunkan sa ikrom lososa', 'Krupna crvena ikra na pirinču. 2 kom.'],
  },
};

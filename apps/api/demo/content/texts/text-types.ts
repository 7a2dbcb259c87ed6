// The shapes of the demo chain's translations (issue 24): English everywhere, Montenegrin where
// the chain's Montenegrin customers read it (every dish, and all of Budva).

/** A dish's [name, description] in English and Montenegrin. */
export interface DishTexts {
  en: [string, string];
  cnr: [string, string];
}

/** One name in English, and in Montenegrin where it is shown in Budva. */
export interface NameTexts {
  en: string;
  cnr?: string;
}

// The fictional chain the demo tenant presents. 'Умико' (umi + ko, "child of the sea") is invented;
// the product itself is Nori, so the demo brand must not be.
export const DEMO_TENANT = { code: 'demo', name: 'Умико' } as const;

export const DEMO_BRAND = {
  name: 'Умико',
  latinName: 'UMIKO',
  tagline: 'Суши и роллы с доставкой',
  site: 'https://umiko.example',
  email: 'hello@umiko.example',
} as const;

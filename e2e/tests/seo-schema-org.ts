// A validator over the part of the schema.org vocabulary the storefront's JSON-LD uses: every node's
// type must exist, every property must be defined on that type or one of its ancestors, and every
// value must be in the property's range (a data type, an enumeration member, or a node — inline
// or referenced by @id within the document — of an accepted type). Taken from schema.org 29.x.

type DataType = 'Text' | 'URL' | 'Number' | 'Integer' | 'Date' | 'DateTime' | 'Time';

const PARENTS: Record<string, string[]> = {
  Thing: [],
  CreativeWork: ['Thing'],
  Intangible: ['Thing'],
  Organization: ['Thing'],
  Person: ['Thing'],
  Place: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: ['LocalBusiness'],
  Restaurant: ['FoodEstablishment'],
  Menu: ['CreativeWork'],
  MenuSection: ['CreativeWork'],
  MenuItem: ['Intangible'],
  Offer: ['Intangible'],
  Demand: ['Intangible'],
  ImageObject: ['CreativeWork'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  GeoCoordinates: ['StructuredValue'],
  GeoShape: ['StructuredValue'],
  OpeningHoursSpecification: ['StructuredValue'],
  ItemList: ['Intangible'],
  ListItem: ['Intangible'],
};

/** Enumerations: their members as the URLs JSON-LD uses. */
const ENUMERATIONS: Record<string, string[]> = {
  DayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'],
  ItemAvailability: ['InStock', 'OutOfStock', 'PreOrder', 'SoldOut', 'LimitedAvailability', 'OnlineOnly'],
};

/** property → the types it is defined on, and its range. */
const PROPERTIES: Record<string, { domain: string[]; range: string[] }> = {
  name: { domain: ['Thing'], range: ['Text'] },
  description: { domain: ['Thing'], range: ['Text'] },
  url: { domain: ['Thing'], range: ['URL'] },
  image: { domain: ['Thing'], range: ['URL', 'ImageObject'] },
  sameAs: { domain: ['Thing'], range: ['URL'] },
  address: { domain: ['Organization', 'Place', 'Person'], range: ['PostalAddress', 'Text'] },
  email: { domain: ['Organization', 'Person', 'ContactPoint'], range: ['Text'] },
  telephone: { domain: ['Organization', 'Place', 'Person', 'ContactPoint'], range: ['Text'] },
  geo: { domain: ['Place'], range: ['GeoCoordinates', 'GeoShape'] },
  openingHoursSpecification: { domain: ['Place'], range: ['OpeningHoursSpecification'] },
  currenciesAccepted: { domain: ['LocalBusiness'], range: ['Text'] },
  priceRange: { domain: ['LocalBusiness'], range: ['Text'] },
  hasMenu: { domain: ['FoodEstablishment'], range: ['Menu', 'Text', 'URL'] },
  servesCuisine: { domain: ['FoodEstablishment'], range: ['Text'] },
  hasMenuSection: { domain: ['Menu', 'MenuSection'], range: ['MenuSection'] },
  hasMenuItem: { domain: ['Menu', 'MenuSection'], range: ['MenuItem'] },
  menuAddOn: { domain: ['MenuItem'], range: ['MenuItem', 'MenuSection'] },
  offers: { domain: ['MenuItem', 'CreativeWork', 'Place'], range: ['Offer', 'Demand'] },
  price: { domain: ['Offer', 'Demand'], range: ['Number', 'Text'] },
  priceCurrency: { domain: ['Offer', 'Demand'], range: ['Text'] },
  availability: { domain: ['Offer', 'Demand'], range: ['ItemAvailability'] },
  validThrough: { domain: ['Offer', 'Demand', 'OpeningHoursSpecification'], range: ['Date', 'DateTime'] },
  offeredBy: { domain: ['Offer'], range: ['Organization', 'Person'] },
  streetAddress: { domain: ['PostalAddress'], range: ['Text'] },
  addressLocality: { domain: ['PostalAddress'], range: ['Text'] },
  addressCountry: { domain: ['PostalAddress'], range: ['Text'] },
  latitude: { domain: ['GeoCoordinates'], range: ['Number', 'Text'] },
  longitude: { domain: ['GeoCoordinates'], range: ['Number', 'Text'] },
  dayOfWeek: { domain: ['OpeningHoursSpecification'], range: ['DayOfWeek'] },
  opens: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  closes: { domain: ['OpeningHoursSpecification'], range: ['Time'] },
  itemListElement: { domain: ['ItemList'], range: ['ListItem', 'Thing', 'Text'] },
  numberOfItems: { domain: ['ItemList'], range: ['Integer'] },
  position: { domain: ['ListItem'], range: ['Integer', 'Text'] },
  item: { domain: ['ListItem'], range: ['Thing'] },
};

const DATA_TYPES: Record<DataType, (value: unknown) => boolean> = {
  Text: (value) => typeof value === 'string' && value.length > 0,
  URL: (value) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value),
  Number: (value) =>
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)),
  Integer: (value) => Number.isInteger(value),
  Date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  DateTime: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value),
  Time: (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value),
};

const isSubtype = (type: string, ancestor: string): boolean =>
  type === ancestor || (PARENTS[type] ?? []).some((parent) => isSubtype(parent, ancestor));

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem of a JSON-LD document, with its path; empty when it is valid. */
export function validateSchemaOrg(document: unknown): string[] {
  const problems: string[] = [];
  if (!isNode(document) || document['@context'] !== 'https://schema.org')
    return ["the document's @context is not https://schema.org"];
  const roots = Array.isArray(document['@graph']) ? document['@graph'] : [document];
  const byId = new Map<string, Node>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (isNode(value)) {
      if (typeof value['@id'] === 'string' && typeof value['@type'] === 'string')
        byId.set(value['@id'], value);
      Object.values(value).forEach(collect);
    }
  };
  collect(roots);

  const typeOf = (node: Node): string | undefined => {
    if (typeof node['@type'] === 'string') return node['@type'];
    const target = typeof node['@id'] === 'string' ? byId.get(node['@id']) : undefined;
    return target && typeof target['@type'] === 'string' ? target['@type'] : undefined;
  };

  const checkValue = (value: unknown, range: string[], path: string) => {
    if (isNode(value)) {
      const type = typeOf(value);
      if (!type) return problems.push(`${path}: a node without a type or a known @id`);
      if (!range.some((accepted) => PARENTS[accepted] !== undefined && isSubtype(type, accepted)))
        problems.push(`${path}: ${type} is not in the range ${range.join(' | ')}`);
      if (typeof value['@type'] === 'string') checkNode(value, path);
      return;
    }
    const fits = range.some((accepted) => {
      if (accepted in DATA_TYPES) return DATA_TYPES[accepted as DataType](value);
      const members = ENUMERATIONS[accepted];
      return members?.some((member) => value === `https://schema.org/${member}`) ?? false;
    });
    if (!fits) problems.push(`${path}: ${JSON.stringify(value)} is not a ${range.join(' | ')}`);
  };

  const checkNode = (node: Node, path: string) => {
    const type = node['@type'];
    if (typeof type !== 'string' || !(type in PARENTS)) {
      problems.push(`${path}: unknown type ${JSON.stringify(type)}`);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' || key === '@id' || key === '@context') continue;
      const property = PROPERTIES[key];
      if (!property) {
        problems.push(`${path}.${key}: not a schema.org property`);
        continue;
      }
      if (!property.domain.some((domain) => isSubtype(type, domain))) {
        problems.push(`${path}.${key}: not a property of ${type}`);
        continue;
      }
      const values = Array.isArray(value) ? value : [value];
      values.forEach((item, index) =>
        checkValue(
          item,
          property.range,
          Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`,
        ),
      );
    }
    if (type === 'Offer' || type === 'Demand') {
      if (typeof node.priceCurrency === 'string' && !/^[A-Z]{3}$/.test(node.priceCurrency))
        problems.push(`${path}.priceCurrency: not an ISO 4217 code`);
    }
  };

  roots.forEach((root, index) =>
    isNode(root) ? checkNode(root, `@graph[${index}]`) : problems.push(`@graph[${index}]: not a node`),
  );
  return problems;
}

/** The JSON-LD documents of an HTML page. */
export const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );

/** Every node of the given type anywhere in a document. */
export const nodesOfType = (document: unknown, type: string): Node[] => {
  const found: Node[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isNode(value)) {
      if (value['@type'] === type) found.push(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(document);
  return found;
};

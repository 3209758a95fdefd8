import type { Accommodation, BreadcrumbList, Graph, Offer, Place, PostalAddress, RealEstateListing } from 'schema-dts';

export type Crumb = { name: string; url: string };

export type ListingJsonLdInput = {
  url: string;
  name: string;
  description: string;
  datePosted: Date;
  locale: string;
  images: readonly string[];
  goal: 'sale' | 'rent';
  /** Sold or rented (Marquee 3 or 4): the offer is over. */
  taken: boolean;
  /** Null when the agency does not publish the price. */
  price: number | null;
  address: { street: string | null; locality: string; postalCode: string; country: 'BE' | 'LU' };
  /** Null when the agency does not publish the address. */
  geo: { latitude: number; longitude: number } | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floorSize: number | null;
  breadcrumbs: readonly Crumb[];
};

// GoodRelations business functions, the values schema.org names for selling and letting.
const BUSINESS_FUNCTION = {
  sale: 'http://purl.org/goodrelations/v1#Sell',
  rent: 'http://purl.org/goodrelations/v1#LeaseOut',
} as const;

// schema.org lets an Offer's itemOffered be a product or service, not a place: the home is its own
// node, which the listing is about and the offer points to by @id.
const itemId = (input: ListingJsonLdInput) => `${input.url}#property`;

function offeredItem(input: ListingJsonLdInput): Exclude<Accommodation | Place, string> {
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(input.address.street ? { streetAddress: input.address.street } : {}),
    addressLocality: input.address.locality,
    postalCode: input.address.postalCode,
    addressCountry: input.address.country,
  };
  const geo = input.geo ? { geo: { '@type': 'GeoCoordinates' as const, ...input.geo } } : {};
  // Homes are Accommodation (rooms, floor size); land, offices and shops are places.
  const id = itemId(input);
  if (input.bedrooms === null) return { '@type': 'Place', '@id': id, name: input.name, address, ...geo };
  return {
    '@type': 'Accommodation',
    '@id': id,
    name: input.name,
    address,
    ...geo,
    numberOfBedrooms: input.bedrooms,
    ...(input.bathrooms !== null ? { numberOfBathroomsTotal: input.bathrooms } : {}),
    ...(input.floorSize !== null
      ? { floorSize: { '@type': 'QuantitativeValue', value: input.floorSize, unitCode: 'MTK' } }
      : {}),
  };
}

function offer(input: ListingJsonLdInput): Offer {
  const price =
    input.price === null
      ? {}
      : input.goal === 'rent'
        ? {
            price: input.price,
            priceCurrency: 'EUR',
            priceSpecification: {
              '@type': 'UnitPriceSpecification' as const,
              price: input.price,
              priceCurrency: 'EUR',
              unitCode: 'MON',
            },
          }
        : { price: input.price, priceCurrency: 'EUR' };
  return {
    '@type': 'Offer',
    businessFunction: { '@id': BUSINESS_FUNCTION[input.goal] },
    availability: input.taken ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url: input.url,
    ...price,
    itemOffered: { '@id': itemId(input) },
  };
}

/** schema.org description of a property page: the listing with its offer, and its breadcrumb. */
export function listingJsonLd(input: ListingJsonLdInput): Graph {
  const listing: RealEstateListing = {
    '@type': 'RealEstateListing',
    '@id': `${input.url}#listing`,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: input.locale,
    datePosted: input.datePosted.toISOString(),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    about: { '@id': itemId(input) },
    offers: offer(input),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [listing, offeredItem(input), breadcrumbJsonLd(input.breadcrumbs)],
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so no text can close the tag. */
export function serializeJsonLd(data: Graph | BreadcrumbList): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

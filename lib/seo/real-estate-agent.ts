import type { Graph, RealEstateAgent } from 'schema-dts';

export type AgencyJsonLdInput = {
  name: string;
  /** Absolute URL of the home page in the visitor's language. */
  url: string;
  logo: string;
  telephone: string;
  email: string;
  description: string;
  address: { streetAddress: string; postalCode: string; locality: string; countryCode: 'BE' | 'LU' } | null;
};

/** schema.org RealEstateAgent for the home page (the agency; Belgium and Luxembourg served). */
export function realEstateAgentJsonLd(input: AgencyJsonLdInput): Graph {
  const agent: RealEstateAgent = {
    '@type': 'RealEstateAgent',
    '@id': `${new URL('/', input.url).href}#agency`,
    name: input.name,
    url: input.url,
    logo: input.logo,
    image: input.logo,
    description: input.description,
    telephone: input.telephone,
    email: input.email,
    knowsLanguage: ['fr', 'nl', 'en', 'de'],
    areaServed: [
      { '@type': 'Country', name: 'Belgium' },
      { '@type': 'Country', name: 'Luxembourg' },
    ],
    ...(input.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: input.address.streetAddress,
            postalCode: input.address.postalCode,
            addressLocality: input.address.locality,
            addressCountry: input.address.countryCode,
          },
        }
      : {}),
  };
  return { '@context': 'https://schema.org', '@graph': [agent] };
}

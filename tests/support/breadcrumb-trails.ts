// Trails that the unit tests' small table of the old site's paths and the seeded table give alike.
import { expect } from 'vitest';
import { breadcrumbTrail, type OriginalPathTable } from '@/lib/site/breadcrumb-parents';

/** A property page: the home page, the listing for sale, the property. */
export const PROPERTY_TRAIL = ['/', '/for-sale/', '/property/'];

/** A team member's page: the home page, the agency, its team, the member. */
export const TEAM_MEMBER_TRAIL = [
  '/',
  '/notre-agence/',
  '/notre-agence/equipe/',
  '/notre-agence/equipe/sophie-lambert/',
];

/** Expects the breadcrumb of the trail's last path in `table` to be the whole trail. */
export function expectTrail(table: OriginalPathTable, trail: string[]) {
  expect(breadcrumbTrail(table, trail.at(-1)!)).toEqual(trail);
}

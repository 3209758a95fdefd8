/**
 * What a member of staff may do in the back-office (docs/back-office.md): an editor runs the
 * content, the testimonials and the visit slots; an admin also the leads, the people whose data
 * the site holds, the owners, the staff and the site's settings.
 */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const BACK_OFFICE_AREAS = {
  home: 'editor',
  testimonials: 'editor',
  slots: 'editor',
  content: 'editor',
  leads: 'admin',
  people: 'admin',
  owners: 'admin',
  staff: 'admin',
  settings: 'admin',
  audit: 'admin',
} as const satisfies Record<string, StaffRole>;
export type BackOfficeArea = keyof typeof BACK_OFFICE_AREAS;

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

/** Whether a role reaches an area: each role can do what the ones before it in STAFF_ROLES can. */
export function mayEnter(role: StaffRole, area: BackOfficeArea): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(BACK_OFFICE_AREAS[area]);
}

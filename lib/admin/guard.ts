import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { currentStaffMember, isOwnerSession, type StaffMember } from '@/lib/admin/staff-member';
import { STAFF_SIGN_IN_PATH } from '@/lib/staff/paths';
import { mayEnter, type BackOfficeArea } from '@/lib/staff/roles';

/**
 * The first line of every back-office page: the member of staff who may see `area`. Nobody
 * signed in goes to the sign-in; an owner's session, or a role that does not reach the area,
 * gets the 404 page: the back-office does not tell them what it holds.
 */
export async function staffPage(area: BackOfficeArea): Promise<StaffMember> {
  const staff = await currentStaffMember();
  if (staff) {
    if (!mayEnter(staff.role, area)) notFound();
    return staff;
  }
  if (await isOwnerSession()) notFound();
  redirect(STAFF_SIGN_IN_PATH);
}

import { backOfficeActions } from '@/lib/admin/action-writes';
import { disableOwner } from '@/lib/admin/disable-owner';
import { enableOwner } from '@/lib/admin/enable-owner';
import { accountDisableSchema, accountEnableSchema, accountInviteSchema } from '@/lib/admin/invitation';
import { inviteOwner } from '@/lib/admin/invite-owner';
import { linkOwnerProperty, ownerPropertyLinkSchema } from '@/lib/admin/link-owner-property';
import { ownerPropertyUnlinkSchema, unlinkOwnerProperty } from '@/lib/admin/unlink-owner-property';

// Link or unlink a property, invite again, disable or enable one owner account, from its page: the
// form's action says which.
export const POST = backOfficeActions('owners', {
  link: [ownerPropertyLinkSchema, linkOwnerProperty],
  unlink: [ownerPropertyUnlinkSchema, unlinkOwnerProperty],
  invite: [accountInviteSchema, inviteOwner],
  disable: [accountDisableSchema, disableOwner],
  enable: [accountEnableSchema, enableOwner],
});

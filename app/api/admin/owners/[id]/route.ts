import '@/lib/zod-without-eval';
import { z } from 'zod';
import { disableOwner } from '@/lib/admin/disable-owner';
import { enableOwner } from '@/lib/admin/enable-owner';
import { INVITED_ACCOUNT_WRITES } from '@/lib/admin/invitation';
import { inviteOwner } from '@/lib/admin/invite-owner';
import { linkOwnerProperty, ownerPropertyLinkSchema } from '@/lib/admin/link-owner-property';
import { ownerPropertyUnlinkSchema, unlinkOwnerProperty } from '@/lib/admin/unlink-owner-property';
import { backOfficeWrite } from '@/lib/admin/write-route';

// Link or unlink a property, invite again, disable or enable one owner account, from its page: the
// form's action says which.
const schema = z.discriminatedUnion('action', [
  ...INVITED_ACCOUNT_WRITES,
  ownerPropertyLinkSchema,
  ownerPropertyUnlinkSchema,
]);

export const POST = backOfficeWrite({
  area: 'owners',
  schema,
  run: (input, staff) => {
    switch (input.action) {
      case 'link':
        return linkOwnerProperty(input, staff);
      case 'unlink':
        return unlinkOwnerProperty(input, staff);
      case 'invite':
        return inviteOwner(input, staff);
      case 'disable':
        return disableOwner(input, staff);
      case 'enable':
        return enableOwner(input, staff);
    }
  },
});

// What the back-office shows of an owner or staff account (docs/back-office.md, owners and staff).

export type AccountState = 'active' | 'invited' | 'disabled';

/**
 * Disabled whatever else holds; invited while the invitation the back-office mailed waits for its
 * holder to choose a password (nobody can sign in to the account until then); otherwise active.
 */
export function accountState(account: { disabledAt: Date | null; invitedAt: Date | null }): AccountState {
  if (account.disabledAt) return 'disabled';
  return account.invitedAt ? 'invited' : 'active';
}

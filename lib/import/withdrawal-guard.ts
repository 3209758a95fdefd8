// A full feed withdraws every property it leaves out. A CRM export cut short (a timeout, a filter
// left on, an empty page) looks exactly like that, so a feed that would withdraw more than a set
// share of the published catalogue is refused whole, before anything is written.

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Why the withdrawals are refused, or null when they are within `maxShare` (0–1) of `available`. */
export function withdrawalRefusal(plan: { withdrawn: number; available: number }, maxShare: number): string | null {
  const { withdrawn, available } = plan;
  if (withdrawn === 0 || withdrawn <= maxShare * available) return null;
  return (
    `it would withdraw ${withdrawn} of the ${available} available properties (${percent(withdrawn / available)}), ` +
    `more than the ${percent(maxShare)} allowed by IMPORT_MAX_WITHDRAW_SHARE. Nothing was changed; if the ` +
    `withdrawals are real, import this feed with a higher share.`
  );
}

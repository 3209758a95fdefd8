export type StreetAddress = { street: string | null; houseNumber: string | null; boxNr: string | null };

/**
 * "Rue Haute 12 boîte 3": street, number and box in Belgian order, or null when there is nothing
 * to show. Callers pass null when the agency does not publish the address (docs/domain-rules.md).
 */
export function streetLine(address: StreetAddress | null, boxLabel: string): string | null {
  if (!address) return null;
  const parts = [address.street, address.houseNumber, address.boxNr && `${boxLabel} ${address.boxNr}`]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

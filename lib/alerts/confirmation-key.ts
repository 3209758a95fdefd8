import { derivedKey } from '@/lib/security/derived-key';

export const confirmationKey = (): string => derivedKey('alert-confirmation');

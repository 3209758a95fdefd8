import { derivedKey } from '@/lib/security/derived-key';

export const unsubscribeKey = (): string => derivedKey('unsubscribe');

import { derivedKey } from '@/lib/security/derived-key';

export const visitLinkKey = (): string => derivedKey('visit-link');

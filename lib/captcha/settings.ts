// Shared by the server (issuing) and the browser (solving): about 4,096 SHA-256 rounds on average,
// a fraction of a second on a phone.
export const CAPTCHA_ALGORITHM = 'SHA-256';
export const CAPTCHA_COST = 1;
export const CAPTCHA_KEY_PREFIX = '000';

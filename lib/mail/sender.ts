/**
 * The From of a message: MAIL_FROM, or its address under another display name. Given as an object,
 * the name is quoted or encoded by nodemailer, so a visitor's name cannot add a header or address.
 */
export function mailSender(
  mailFrom: string,
  fromName: string | null | undefined,
): string | { name: string; address: string } {
  if (!fromName) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: fromName.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim(), address };
}

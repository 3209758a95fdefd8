// Text a visitor wrote that goes out in a mail from the agency's address (send to a friend) must
// not carry a link: the agency would be relaying someone's phishing. Escaping the HTML is not
// enough, since mail clients turn "https://…", "www.…", bare domains and addresses into links on
// their own; the usual defanging ("evil[.]example") keeps the text readable and unclickable.

/** The text with every web address, domain and e-mail address broken so no client links it. */
export function unlinkable(text: string): string {
  return text
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[@]')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '[.]');
}

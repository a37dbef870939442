/** The secret in groups of 4 characters, as people type it into an authenticator app. */
export const inGroups = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The recovery codes as a text file: what the user saves. */
export function recoveryCodesText(codes: ReadonlyArray<string>, email: string): string {
  return [
    `Fletx recovery codes for ${email}`,
    'Each code signs you in once when your authenticator app is not at hand.',
    '',
    ...codes,
    '',
  ].join('\n');
}

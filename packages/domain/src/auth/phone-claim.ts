/** What an account's phone standing is made of (the `customers` columns of the same names). */
export interface PhoneHolder {
  email: string | null;
  phoneVerifiedAt: Date | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
}

/**
 * Whose account a proven phone opens (issue 18 finding 1, decision 039), for the account that
 * holds the number:
 * - `open`: the account is the phone's own — its phone is verified, or it has no other way in (no
 *   password, no verified email: made from the phone at a sale nobody signed up for). The prover
 *   signs in to it (and its phone becomes verified).
 * - `detach`: an unverified claim by an account someone can enter otherwise (a password or a
 *   verified email). The claim proves nothing: the number leaves that account, and the prover gets
 *   an account of their own. An account without an email cannot lose its only login id: `open`.
 */
export function phoneProofOutcome(holder: PhoneHolder): 'open' | 'detach' {
  if (holder.phoneVerifiedAt !== null || holder.email === null) return 'open';
  return holder.passwordHash === null && holder.emailVerifiedAt === null ? 'open' : 'detach';
}

/** The form an email is stored and looked up in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

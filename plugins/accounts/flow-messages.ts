/** Messages of the flows that must read the same whether or not an account exists. */
export const FLOW_MESSAGES = {
  forgot: 'If an account exists for this email, a password reset code was sent to it',
  reset: 'Password updated; sign in with the new password',
  resend: 'If this email belongs to an account awaiting verification, a new code was sent to it',
  emailVerified: 'Email verified',
  recover: 'If this email belongs to an account scheduled for deletion, a recovery code was sent to it',
};

/** Constraints of payments' tables that only its own code can break: a violation is a bug (PluginManifest.invariants). */
export const PAYMENTS_INVARIANTS = [
  'chk_payment_attempts_gateway_fields',
  'chk_payment_attempts_cod_status',
  'chk_payment_attempts_flag',
  'chk_payment_attempts_resolution',
  'chk_payment_attempts_version',
  'chk_payment_settlements_refusal',
  'chk_payment_events_redacted',
];

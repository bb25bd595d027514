import type { PaymentGatewayConfig } from '../../config/index.js';

/** What payments takes from the configuration (set in the plugin's onStart). */
export class PaymentSettings {
  private gatewayConfig: PaymentGatewayConfig | undefined;
  private base = '';
  private frontend = '';
  private resultPath = '/payment/result';
  /** PAYMENT_VERIFY_WINDOW_MINUTES: how long past its expiry an attempt in flight is still waited for */
  verifyWindowMs = 10 * 60_000;
  /** PAYMENT_LATE_CHECK_HOURS: how long an attempt that ended without COMPLETE is still asked about */
  lateCheckMs = 48 * 3_600_000;

  configure(c: {
    gateway?: PaymentGatewayConfig;
    publicBaseUrl: string;
    frontendBaseUrl?: string;
    resultPath: string;
    verifyWindowMinutes: number;
    lateCheckHours: number;
  }): void {
    this.gatewayConfig = c.gateway;
    this.base = c.publicBaseUrl.replace(/\/+$/, '');
    this.frontend = (c.frontendBaseUrl ?? '').replace(/\/+$/, '');
    this.resultPath = c.resultPath;
    this.verifyWindowMs = c.verifyWindowMinutes * 60_000;
    this.lateCheckMs = c.lateCheckHours * 3_600_000;
  }

  /** undefined: the gateway method is off (cod only) */
  get gateway(): PaymentGatewayConfig | undefined {
    return this.gatewayConfig;
  }

  /** the public return route of an attempt (the gateway's success_url / failure_url) */
  returnUrl(attemptId: string, token: string, outcome: 'success' | 'failure'): string {
    return `${this.base}/api/payments/gateway/return/${attemptId}/${token}/${outcome}`;
  }

  /** where the browser lands after a return: a hint only, the client reads the attempt */
  resultUrl(q: { status: string; payment: string; checkout: string }): string {
    return `${this.frontend}${this.resultPath}?${new URLSearchParams(q).toString()}`;
  }
}

export const paymentSettings = new PaymentSettings();

import type { PaymentGatewayConfig } from '../../config/index.js';

/** What payments takes from the configuration (set in the plugin's onStart). */
class PaymentSettings {
  private gatewayConfig: PaymentGatewayConfig | undefined;
  private base = '';
  private frontend = '';
  private resultPath = '/payment/result';

  configure(c: { gateway?: PaymentGatewayConfig; publicBaseUrl: string; frontendBaseUrl?: string; resultPath: string }): void {
    this.gatewayConfig = c.gateway;
    this.base = c.publicBaseUrl.replace(/\/+$/, '');
    this.frontend = (c.frontendBaseUrl ?? '').replace(/\/+$/, '');
    this.resultPath = c.resultPath;
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

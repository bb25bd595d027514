/** What orders takes from the configuration (set in the plugin's onStart). */
export class OrderSettings {
  /** RETURN_WINDOW_DAYS: a delivered line may be returned this many days after delivery; then the order completes */
  returnWindowDays = 7;
  /** SHOP_NAME and SHOP_ADDRESS (the pickup counter), printed on receipts */
  shopName = 'Bazaar Electronics';
  shopAddress = 'New Road, Kathmandu 44600, Nepal';

  configure(c: { returnWindowDays: number; shopName: string; shopAddress: string }): void {
    this.returnWindowDays = c.returnWindowDays;
    this.shopName = c.shopName;
    this.shopAddress = c.shopAddress;
  }

  /** when the return window of an order delivered at `deliveredAt` closes */
  returnWindowEnd(deliveredAt: Date): Date {
    return new Date(deliveredAt.getTime() + this.returnWindowDays * 86_400_000);
  }
}

export const orderSettings = new OrderSettings();

/** Issue 12: a customer keeps at most 20 live (not archived) addresses. */
export const MAX_LIVE_ADDRESSES = 20;

import { BannerErrors } from '../errors.js';
import type { EventKind, EventRow } from './event-row.js';
import { inboxWriter } from './inbox-writer.js';
import { knownIds } from './known-ids.js';
import type { ClickEventBody, ImpressionEventBody } from './tracking.dto.js';

type Body = Partial<ImpressionEventBody & ClickEventBody> & Pick<ImpressionEventBody, 'bannerPublicId' | 'placementPublicId' | 'occurredAt' | 'correlationId'>;

/**
 * Accepts impression and click events: the banner and the placement must exist (404), a campaign id that
 * names no campaign is dropped; the event is committed to the inbox (group commit) before the caller
 * answers 202, and the record job moves it into the raw tables, where a repeated correlationId is ignored.
 */
export class BannerTrackingService {
  async track(kind: EventKind, body: Body): Promise<void> {
    const [banner, placement, campaign] = await Promise.all([
      knownIds.has('banner', body.bannerPublicId),
      knownIds.has('placement', body.placementPublicId),
      body.campaignPublicId ? knownIds.has('campaign', body.campaignPublicId) : false,
    ]);
    if (!banner) throw BannerErrors.BANNER_NOT_FOUND();
    if (!placement) throw BannerErrors.PLACEMENT_NOT_FOUND();
    const row: EventRow = {
      kind,
      correlationId: body.correlationId,
      bannerPublicId: body.bannerPublicId.toLowerCase(),
      placementPublicId: body.placementPublicId.toLowerCase(),
      campaignPublicId: campaign ? body.campaignPublicId!.toLowerCase() : null,
      sessionId: body.sessionId ?? null,
      userId: body.userId ?? null,
      deviceType: body.deviceType ?? null,
      countryCode: body.countryCode ?? null,
      pageUrl: body.pageUrl ?? null,
      referrerUrl: kind === 'impression' ? (body.referrerUrl ?? null) : null,
      destinationUrl: kind === 'click' ? (body.destinationUrl ?? null) : null,
      occurredAt: new Date(body.occurredAt),
    };
    await inboxWriter.write(row);
  }
}

export const bannerTracking = new BannerTrackingService();

import { IsEmail, IsIn, IsString, MaxLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';
import { SUBSCRIPTION_SOURCES, type SubscriptionSource } from '../entities/subscriber.entity.js';

export class SubscribeDto {
  @Trim()
  @IsString()
  @IsEmail()
  @MaxLength(254)
  email: string;

  /** default storefront_footer */
  @Optional()
  @IsIn(SUBSCRIPTION_SOURCES)
  source?: SubscriptionSource;
}

/** `?token=` of the confirm and unsubscribe links: any string (an unknown one is answered as the spec says, never 400). */
export class TokenQuery {
  @IsString()
  token: string;
}

/** The one-click unsubscribe POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form body. */
export class OneClickUnsubscribeDto {
  @Optional()
  @IsIn(['One-Click'])
  'List-Unsubscribe'?: string;
}

import { IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../../../core/http/validators.js';

/** PUT /api/admin/auth/oauth-providers/{provider}: the OpenID Connect client of that provider. */
export class ProviderSettingsDto {
  /** the issuer URL; its /.well-known/openid-configuration is read when the settings are saved */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @MaxLength(500)
  issuer: string;

  @IsString()
  @MinLength(1)
  @MaxLength(255)
  clientId: string;

  /** left out: the stored secret is kept */
  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  clientSecret?: string;

  /** space-separated scopes besides openid; default "email profile" */
  @Optional()
  @IsString()
  @MaxLength(500)
  @Matches(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, { message: 'scopes must be space-separated scope tokens' })
  scopes?: string;
}

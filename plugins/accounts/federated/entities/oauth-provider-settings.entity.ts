import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../../core/db/base.entity.js';

/** The OpenID Connect client of one provider, managed by an admin at run time. */
@Entity('oauth_provider_settings')
export class OAuthProviderSettings extends BaseModel {
  @Column({ type: 'varchar', length: 32, unique: true })
  provider: string;

  @Column({ type: 'varchar', length: 500 })
  issuer: string;

  @Column({ type: 'varchar', length: 1000, name: 'authorization_endpoint' })
  authorizationEndpoint: string;

  @Column({ type: 'varchar', length: 1000, name: 'token_endpoint' })
  tokenEndpoint: string;

  @Column({ type: 'varchar', length: 1000, name: 'userinfo_endpoint', nullable: true })
  userinfoEndpoint: string | null;

  /** the provider's signing keys, for the ID token signature */
  @Column({ type: 'varchar', length: 1000, name: 'jwks_uri' })
  jwksUri: string;

  @Column({ type: 'varchar', length: 255, name: 'client_id' })
  clientId: string;

  /** never leaves the server: the API shows hasClientSecret */
  @Column({ type: 'varchar', length: 500, name: 'client_secret', select: false })
  clientSecret: string;

  /** space-separated, besides `openid` */
  @Column({ type: 'varchar', length: 500 })
  scopes: string;
}

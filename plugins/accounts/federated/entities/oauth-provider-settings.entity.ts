import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../../core/db/base.entity.js';

/** The OpenID Connect client of one provider, managed by an admin at run time. */
@Entity('oauth_provider_settings')
export class OAuthProviderSettings extends BaseModel {
  @Column({ type: 'varchar', length: 32, unique: true })
  provider: string;

  @Column({ type: 'varchar', length: 500 })
  issuer: string;

  @Column({ type: 'varchar', length: 1000 })
  authorizationEndpoint: string;

  @Column({ type: 'varchar', length: 1000 })
  tokenEndpoint: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  userinfoEndpoint: string | null;

  /** the provider's signing keys, for the ID token signature */
  @Column({ type: 'varchar', length: 1000 })
  jwksUri: string;

  @Column({ type: 'varchar', length: 255 })
  clientId: string;

  /** never leaves the server: the API shows hasClientSecret */
  @Column({ type: 'varchar', length: 500, select: false })
  clientSecret: string;

  /** space-separated, besides `openid` */
  @Column({ type: 'varchar', length: 500 })
  scopes: string;
}

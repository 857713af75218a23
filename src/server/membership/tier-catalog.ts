import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { locales, type Locale } from '@shared/locales';
import type { MembershipTier } from '@shared/membership';
import { centsToEuroString } from '@shared/money';
import type { Database } from '../db/client';
import type { PrecompressedBody } from '../http/precompressed';
import { membershipTiers } from '../db/schema';

export type TierRow = typeof membershipTiers.$inferSelect;

export interface TierListing extends PrecompressedBody {
  tiers: MembershipTier[];
  body: string;
  etag: string;
}

function toApiTier(row: TierRow, locale: Locale): MembershipTier {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description[locale],
    priceEur: centsToEuroString(row.priceCents),
    features: row.features.map((feature) => feature[locale]),
  };
}

/**
 * Tiers change only through migrations, which run before the server listens,
 * so each language's listing is built once per process, serialised and
 * compressed once (compressing per request cost two thirds of the endpoint's
 * throughput) and served with an ETag.
 */
export class TierCatalog {
  private listings: Promise<Map<Locale, TierListing>> | undefined;

  constructor(private readonly db: Database) {}

  async listing(locale: Locale): Promise<TierListing> {
    this.listings ??= this.load().catch((error: unknown) => {
      this.listings = undefined;
      throw error;
    });
    const listing = (await this.listings).get(locale);
    if (!listing) throw new Error(`no tier listing for ${locale}`);
    return listing;
  }

  /** A tier that can be bought or renewed now; tiers off sale (basic) answer as unknown. */
  async findOnSale(slug: string): Promise<TierRow | undefined> {
    const [row] = await this.db
      .select()
      .from(membershipTiers)
      .where(and(eq(membershipTiers.slug, slug), eq(membershipTiers.onSale, true)));
    return row;
  }

  private async load(): Promise<Map<Locale, TierListing>> {
    const rows = await this.db.select().from(membershipTiers).orderBy(asc(membershipTiers.priceCents));
    return new Map(
      locales.map((locale) => {
        const tiers = rows.map((row) => toApiTier(row, locale));
        const body = JSON.stringify(tiers);
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const gzip = gzipSync(body, { level: 9 });
        const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        return [locale, { tiers, body, gzip, brotli, etag }];
      }),
    );
  }
}

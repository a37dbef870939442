import { createHash } from 'node:crypto';
import type { SettlementDetail } from '@fletx/contract/settlements';
import { type ExpectedVersion, etagOf, expectedVersion, type Saved } from '../../lib/record-version';

/**
 * A settlement's `ETag` (docs/decisions/0052-settlement-versions.md, "Amounts"): its version and, while it is
 * unpaid, a digest of what it shows — its amounts follow its loads' ledgers and the driver's pay terms, which
 * change without its row. A pay sent from a view whose version or amounts have moved is refused (412).
 */
export const amountsDigest = (detail: SettlementDetail) =>
  createHash('sha256').update(JSON.stringify(detail)).digest('base64url').slice(0, 16);

export const settlementEtag = ({ data, version }: Saved<SettlementDetail>) =>
  data.status === 'paid' ? etagOf(version) : `"${version}.${amountsDigest(data)}"`;

/** What a pay expects: the settlement's version and, when its `If-Match` names them, the amounts it showed. */
export interface ExpectedSettlement {
  version: ExpectedVersion;
  digest?: string;
}

/** `"3.<digest>"` → version 3 and its amounts; any other `If-Match` as every record reads it. */
export function expectedSettlement(header: string | string[] | undefined): ExpectedSettlement {
  const named = typeof header === 'string' ? /^(?:W\/)?"(\d{1,9})\.([\w-]{16})"$/.exec(header.trim()) : null;
  return named ? { version: Number(named[1]), digest: named[2] } : { version: expectedVersion(header) };
}

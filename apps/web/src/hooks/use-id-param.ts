import { useParams, useSearchParams } from 'react-router';

/** A record id as the address spells it: 0 when missing or not a whole number of at most 9 digits. */
const wholeId = (raw: string | null | undefined): number => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : 0);

/**
 * The `?id=` of the edit and detail screens (docs/product.md), or another parameter naming a record
 * (`?copyOf=`); 0 when missing or not a positive whole number.
 */
export function useIdParam(name = 'id'): number {
  const [params] = useSearchParams();
  return wholeId(params.get(name));
}

/** The `:id` of the record pages whose address names the record (`/fletx/invoices/:id`); 0 as above. */
export function usePathId(): number {
  return wholeId(useParams().id);
}

/** The `?id=` of the user and driver forms: digits edit that record, anything else makes a new one. */
export function useEditId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

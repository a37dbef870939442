import { useSearchParams } from 'react-router';

/**
 * The `?id=` of the edit and detail screens (docs/product.md); 0 when missing or not a positive whole number.
 */
export function useIdParam(): number {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** The `?id=` of the user and driver forms: digits edit that record, anything else makes a new one. */
export function useEditId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

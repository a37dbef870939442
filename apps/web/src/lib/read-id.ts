/** The `id` query parameter as a positive whole number, or undefined (new mode). */
export function readId(params: URLSearchParams): number | undefined {
  const raw = params.get('id');
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

import { clockAt } from '@fletx/contract/facility-time';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A message's time (ISO UTC on the wire) as dd/MM/yyyy HH:mm on the carrier's clock (`timeZone`, an IANA
 * zone); in the viewer's own zone until the carrier's is known.
 */
export function messageTime(iso: string, timeZone: string | undefined): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const wall = new Date(timeZone ? clockAt(timeZone, at) : at - new Date(at).getTimezoneOffset() * 60_000);
  const day = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
  return `${day} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { brokerNameDocument, brokers, loads } from '../../db/schema';
import { escapeLike } from '../../lib/search';

/** How an MC number may be written on a rate confirmation and in the brokers list: the same digits. */
function mcSpellings(mc: string): string[] {
  const upper = mc.trim().toUpperCase();
  const digits = upper.replace(/\D/g, '');
  if (!digits) return [upper];
  return [...new Set([upper, digits, `MC${digits}`, `MC-${digits}`, `MC ${digits}`])];
}

/**
 * What the intake module reads of other areas (docs/product.md "Rate confirmations"): the broker a rate
 * confirmation names, and whether that broker's load number is already a load. Read only; the brokers and
 * loads modules write those tables.
 */
export class IntakeQueries extends Repository {
  /** The broker with this MC number (however it is spelt), through its unique index. */
  async brokerByMc(mc: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(inArray(brokers.mcNumber, mcSpellings(mc)))
      .orderBy(asc(brokers.id))
      .limit(1);
    return row?.id;
  }

  /** The broker of this exact name (case and accents aside), an approved one first. */
  async brokerByName(name: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(sql`${brokerNameDocument} LIKE lower(unaccent_immutable(${escapeLike(name.trim())}))`)
      .orderBy(sql`${brokers.status} = 'Approved' DESC`, asc(brokers.id))
      .limit(1);
    return row?.id;
  }

  /** A load of this broker with this ID number (the broker's load number), if one exists. */
  async loadOf(brokerId: number, idNumber: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: loads.id })
      .from(loads)
      .where(and(eq(loads.brokerId, brokerId), eq(loads.idNumber, idNumber)))
      .limit(1);
    return row?.id;
  }
}

import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { carrierSettings } from '../../db/schema';

export type CarrierSettingsRow = typeof carrierSettings.$inferSelect;
export type CarrierSettingsValues = Omit<
  typeof carrierSettings.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version'
>;

/** The only place with queries on `carrier_settings` (one row, id 1). */
export class CarrierSettingsRepository extends Repository {
  find(): Promise<CarrierSettingsRow | undefined> {
    return this.findOne(carrierSettings, eq(carrierSettings.id, 1));
  }

  /** Writes the row: inserted on the first save, updated (version counted) afterwards. */
  async save(values: Partial<CarrierSettingsValues>): Promise<CarrierSettingsRow> {
    const updated = await this.updateStamped(carrierSettings, eq(carrierSettings.id, 1), values);
    if (updated) return updated;
    return this.insertOne(carrierSettings, { ...(values as CarrierSettingsValues), id: 1 });
  }
}

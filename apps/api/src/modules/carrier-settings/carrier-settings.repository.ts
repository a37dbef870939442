import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { carrierSettings } from '../../db/schema';
import { type ExpectedVersion, NEVER_SAVED, StaleVersion } from '../../lib/record-version';

export type CarrierSettingsRow = typeof carrierSettings.$inferSelect;
export type CarrierSettingsValues = Omit<
  typeof carrierSettings.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version'
>;

const ONLY_ROW = eq(carrierSettings.id, 1);

/** The only place with queries on `carrier_settings` (one row, id 1). */
export class CarrierSettingsRepository extends Repository {
  find(): Promise<CarrierSettingsRow | undefined> {
    return this.findOne(carrierSettings, ONLY_ROW);
  }

  /** The row, locked until the transaction ends (saves of it serialize). */
  lock(): Promise<CarrierSettingsRow | undefined> {
    return this.findOne(carrierSettings, ONLY_ROW, { forUpdate: true });
  }

  /**
   * Writes the row at the version the save expects (lib/record-version.ts; `NEVER_SAVED`: none yet): inserted
   * on the first save, updated (version counted) afterwards. `StaleVersion` when another save came first.
   */
  async save(values: Partial<CarrierSettingsValues>, version?: ExpectedVersion): Promise<CarrierSettingsRow> {
    const updated =
      version === NEVER_SAVED
        ? undefined
        : await this.updateStamped(carrierSettings, ONLY_ROW, values, version);
    if (updated) return updated;
    const [inserted] = await this.db
      .insert(carrierSettings)
      .values({ ...(values as CarrierSettingsValues), id: 1 })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new StaleVersion('carrier_settings');
    return inserted;
  }
}

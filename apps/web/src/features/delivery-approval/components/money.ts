import { formatMoney } from '../../../lib/format';
import { centsToDecimal } from '../../../lib/cents';

/** Integer cents shown as USD. */
export const usd = (cents: number) => formatMoney(centsToDecimal(cents));

import { formatMoney } from '../../../lib/format';
import { centsToDecimal } from '../utils/cents';

/** Integer cents shown as USD. */
export const usd = (cents: number) => formatMoney(centsToDecimal(cents));

import { centsToDecimal } from '../../../lib/cents';
import { formatMoney } from '../../../lib/format';

/** Integer cents shown as USD. */
export const usd = (cents: number) => formatMoney(centsToDecimal(cents));

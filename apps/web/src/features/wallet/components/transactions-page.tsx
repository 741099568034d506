import type { BrandMoney } from './header-balance';
import { TransactionsView } from './transactions-view';
import '../wallet.css';
import '../cashier-texts';

interface TransactionsPageProps {
  money: BrandMoney;
  timeZone?: string;
}

/** `/transactions` for a logged player: every movement, with filters and pages. */
export function TransactionsPage({ money, timeZone }: TransactionsPageProps) {
  return (
    <div className="wallet-page">
      <TransactionsView money={money} timeZone={timeZone} headingLevel={1} />
    </div>
  );
}

import { StaticPage } from '../../../components/static-page/static-page';
import { returnsRefundsContent } from '../content/returns-refunds-content';

export function ReturnsRefundsPage() {
  return <StaticPage content={returnsRefundsContent} />;
}

import { StaticPage } from '../../../components/static-page/static-page';
import { StoreMap } from '../components/store-map';
import { visitUsContent } from '../content/visit-us-content';
import { useStoreStatus } from '../hooks/use-store-status';

interface VisitUsPageProps {
  /** The clock "Open now" reads; tests pass a fixed moment. */
  clock?: () => Date;
}

/** Address, opening hours and contact beside the map on wide screens, above it on phones. */
export function VisitUsPage({ clock }: VisitUsPageProps) {
  const status = useStoreStatus(clock);
  return <StaticPage content={visitUsContent(status)} aside={<StoreMap />} />;
}

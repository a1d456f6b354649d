import { StaticPage } from '../../../components/static-page/static-page';
import { sustainabilityContent } from '../content/sustainability-content';

export function SustainabilityPage() {
  return <StaticPage content={sustainabilityContent} wide />;
}

import { StaticPage } from '../../../components/static-page/static-page';
import { visitUsContent } from '../content/visit-us-content';

export function VisitUsPage() {
  return <StaticPage content={visitUsContent} />;
}

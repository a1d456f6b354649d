import { StaticPage } from '../../../components/static-page/static-page';
import { careersContent } from '../content/careers-content';

export function CareersPage() {
  return <StaticPage content={careersContent} wide />;
}

import { StaticPage } from '../../../components/static-page/static-page';
import { materialsContent } from '../content/materials-content';

export function MaterialsPage() {
  return <StaticPage content={materialsContent} />;
}

import { StaticPage } from '../../components/static-page/static-page';
import { materialsContent } from './materials-content';

export function MaterialsPage() {
  return <StaticPage content={materialsContent} />;
}

import { StaticPage } from '../../components/static-page/static-page';
import { policyContent } from './policy-content';

export function PolicyPage() {
  return <StaticPage content={policyContent} />;
}

import { StaticPage } from '../../../components/static-page/static-page';
import { policyContent } from '../content/policy-content';

export function PolicyPage() {
  return <StaticPage content={policyContent} />;
}

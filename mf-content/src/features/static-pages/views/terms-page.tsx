import { StaticPage } from '../../../components/static-page/static-page';
import { termsContent } from '../content/terms-content';

export function TermsPage() {
  return <StaticPage content={termsContent} />;
}

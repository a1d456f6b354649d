import { StaticPage } from '../../components/static-page/static-page';
import { termsContent } from './terms-content';

export function TermsPage() {
  return <StaticPage content={termsContent} />;
}

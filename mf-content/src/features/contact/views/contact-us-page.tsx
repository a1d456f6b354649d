import { StaticPage } from '../../../components/static-page/static-page';
import { contactUsContent } from '../content/contact-us-content';

export function ContactUsPage() {
  return <StaticPage content={contactUsContent} />;
}

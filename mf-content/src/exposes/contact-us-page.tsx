export { ContactUsPage as default } from '../pages/contact-us/contact-us-page';

export { ContactUsPage as default } from '../features/contact/views/contact-us-page';

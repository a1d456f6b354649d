export { NewsletterPage as default } from '../features/newsletter/views/newsletter-page';

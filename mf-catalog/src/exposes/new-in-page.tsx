import { NewInPage } from '../features/listing/views/new-in-page';

export default NewInPage;

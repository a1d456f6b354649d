import { NewInPage } from '../pages/new-in/new-in-page';

export default NewInPage;

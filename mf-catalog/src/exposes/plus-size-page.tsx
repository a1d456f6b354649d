import { PlusSizePage } from '../pages/plus-size/plus-size-page';

export default PlusSizePage;
